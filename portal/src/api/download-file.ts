import { API_BASE, type CallSchema, type RequestOf } from '@harakeke/contract';
import { resolvePath, withSession } from './call-api.js';
import { httpClient } from './http-client.js';

/** A file the API answered: its bytes and the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** Characters no file system takes in a name, and control characters; a name is never a path. */
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|]/g;

function safeFileName(name: string | undefined): string | undefined {
  const cleaned = [...(name ?? '')]
    .map((character) => (character < ' ' || character === '\u007f' ? '_' : character))
    .join('')
    .replace(UNSAFE_IN_FILE_NAME, '_')
    .trim();
  return cleaned && !/^[._]*$/.test(cleaned) ? cleaned : undefined;
}

/** RFC 8187 ext-value (`UTF-8''Bill%20Nov.pdf`): the charset, an optional language, the percent-encoded name. */
function decodeExtValue(value: string): string | undefined {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value);
  if (!match) return undefined;
  const [, charset = '', encoded = ''] = match;
  try {
    if (/^utf-8$/i.test(charset)) return decodeURIComponent(encoded);
    // ISO-8859-1, the other charset RFC 8187 names: each %XX is one character.
    if (/^iso-8859-1$/i.test(charset)) {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  } catch {
    // A malformed percent-encoding: fall back to the plain filename.
  }
  return undefined;
}

/** The parameters of a Content-Disposition value, names lower-cased, quoted strings unquoted. */
function dispositionParameters(header: string): Map<string, string> {
  const parameters = new Map<string, string>();
  // name=value pairs after the disposition type; a value is a quoted string (with \-escapes) or a token.
  const pair = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const [, name = '', quoted, token] of header.matchAll(pair)) {
    const key = name.toLowerCase();
    if (!parameters.has(key)) {
      parameters.set(key, quoted !== undefined ? quoted.replace(/\\(.)/g, '$1') : (token ?? '').trim());
    }
  }
  return parameters;
}

/**
 * The name to save a downloaded file under, from its Content-Disposition header (spec 1 §7): `filename*` (RFC 6266
 * prefers it; it carries names outside ASCII) over `filename`, made safe to save (no folders, no characters file
 * systems refuse), or `fallback` when the header names nothing usable.
 */
export function fileNameFromContentDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const parameters = dispositionParameters(header);
  const extended = parameters.get('filename*');
  return (
    safeFileName(extended === undefined ? undefined : decodeExtValue(extended)) ??
    safeFileName(parameters.get('filename')) ??
    fallback
  );
}

/** What a download may be told besides its call: how to report the bytes as they arrive, and when to stop. */
export interface DownloadOptions {
  /** Called with each piece of the file as it arrives, for a progress indicator on a long file. */
  onChunk?: (chunk: Uint8Array) => void;
  /** Aborts the download (the customer cancelled); the promise rejects with the abort. */
  signal?: AbortSignal;
}

/**
 * The body read piece by piece, each piece reported, then whole as a blob of the answer's type. An abort stops the
 * reading itself too: not every fetch ends a body it has begun when its signal fires.
 */
async function readReporting(
  response: Response,
  onChunk: (chunk: Uint8Array) => void,
  signal: AbortSignal | undefined,
): Promise<Blob> {
  if (!response.body) return response.blob();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const reader = response.body.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      parts.push(read.value as Uint8Array<ArrayBuffer>);
      onChunk(read.value);
    }
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  signal?.throwIfAborted();
  return new Blob(parts, { type: response.headers.get('Content-Type') ?? '' });
}

/**
 * Downloads a call that answers a file (`call.file`): the bearer token and one refresh as any call (withSession),
 * a failure as an ApiProblem, and the file with the name its Content-Disposition gives, else `fallbackName`.
 */
export async function downloadFile<C extends CallSchema>(
  call: C,
  input: RequestOf<C>,
  fallbackName: string,
  { onChunk, signal }: DownloadOptions = {},
): Promise<DownloadedFile> {
  if (call.method !== 'GET') throw new Error(`${call.method} ${call.path}: only GET files are downloaded`);
  const { path, rest } = resolvePath(call.path, input as Record<string, unknown>);
  const response = await withSession(call, (token) => {
    let request = httpClient().url(`${API_BASE}${path}`);
    if (token) request = request.auth(`Bearer ${token}`);
    if (signal) request = request.options({ signal });
    return request
      .query(rest as Record<string, string>)
      .get()
      .res();
  });
  const blob = onChunk ? await readReporting(response, onChunk, signal) : await response.blob();
  return { blob, fileName: fileNameFromContentDisposition(response.headers.get('Content-Disposition'), fallbackName) };
}

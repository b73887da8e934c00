import { findInputIssue } from '@harakeke/contract';
import type { Context } from 'hono';

/** A form's named text fields, and the first of them the input guard refuses. */
export interface FormFields<N extends string> {
  /** Each named field as sent ('' when missing or not text); an email field is for the caller to trim. */
  fields: Record<N, string>;
  /**
   * The first field holding what no request may carry (a control character such as NUL, BEL, ESC or DEL, or a lone
   * surrogate), checked by the API's own guard (findInputIssue), so a form answers such text as the API does: with a
   * 400 that names it, never with a database error. Undefined when every field reads.
   */
  unreadable: N | undefined;
}

/** Reads the named text fields of a posted form (application/x-www-form-urlencoded or multipart). */
export async function readFormFields<N extends string>(c: Context, names: readonly N[]): Promise<FormFields<N>> {
  const form = await c.req.parseBody();
  const fields = Object.fromEntries(
    names.map((name) => [name, typeof form[name] === 'string' ? form[name] : '']),
  ) as Record<N, string>;
  const unreadable = names.find((name) => findInputIssue(fields[name]) !== null);
  return { fields, unreadable };
}

import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpProblem, problemResponse, problems } from './problem.js';
import type { RateLimits } from './rate-limits.js';
import { CSP_REPORT_PATH } from './security-headers.js';

/** A Reporting API batch holds several reports, each quoting the whole policy; anything larger is not a report. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;

/** At most this many lines per request, so one request cannot flood the log. */
const MAX_LOGGED_PER_REQUEST = 5;

/**
 * At most this many violation lines a minute from this instance, whoever reports them: a page broken for every
 * customer, or many clients reporting at once, is told by a sample and a count, not by a line for each.
 */
export const CSP_LOG_LINES_PER_MINUTE = 20;

/** `report-uri` sends application/csp-report, `report-to` application/reports+json; some browsers plain JSON. */
const reportTypes = new Set(['application/csp-report', 'application/reports+json', 'application/json']);

/** What the log keeps of one violation. */
export interface CspViolationSummary {
  directive: string;
  /** A keyword such as `inline` or `eval`, a scheme such as `data`, or an origin and path. */
  blocked: string;
  /** The path of the page, without its query or fragment. */
  documentPath: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Printable ASCII only, and short: the values come from whoever posts the report. */
const printable = (value: string, max = 200): string => value.replace(/[^\x20-\x7e]/g, '?').slice(0, max);

/**
 * A URL without its query and fragment, which could carry sign-in codes, states or tokens; a URL of another scheme
 * (data:, blob:) by its scheme alone; a CSP keyword (inline, eval) as it is.
 */
function withoutQuery(value: string): string {
  if (/^[a-z-]+$/i.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return '(not a URL)';
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return printable(`${url.origin}${url.pathname}`);
  return printable(url.protocol);
}

function documentPathOf(value: string): string {
  try {
    return printable(new URL(value).pathname);
  } catch {
    return '(unknown)';
  }
}

function summary(directive: string, blocked: string, documentUrl: string): CspViolationSummary {
  return {
    directive: /^[a-z-]{1,40}$/.test(directive) ? directive : '(unknown)',
    blocked: blocked ? withoutQuery(blocked) : '(none)',
    documentPath: documentPathOf(documentUrl),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The violations of a report body, in either format: `{ "csp-report": {…} }` (report-uri) or an array of reports of
 * type csp-violation (report-to); undefined when the body is neither.
 */
export function readCspViolations(body: unknown): CspViolationSummary[] | undefined {
  if (isRecord(body) && isRecord(body['csp-report'])) {
    const report = body['csp-report'];
    const directive = text(report['effective-directive']) || text(report['violated-directive']).split(' ')[0] || '';
    return [summary(directive, text(report['blocked-uri']), text(report['document-uri']))];
  }
  if (Array.isArray(body)) {
    return body
      .filter((report) => isRecord(report) && report.type === 'csp-violation' && isRecord(report.body))
      .map((report) => {
        const violation = (report as { body: Record<string, unknown> }).body;
        return summary(
          text(violation.effectiveDirective),
          text(violation.blockedURL),
          text(violation.documentURL) || text((report as Record<string, unknown>).url),
        );
      });
  }
  return undefined;
}

/**
 * Writes at most `perMinute` lines a minute; the lines over are counted, and their number written when the next minute
 * begins (with the next report), so the log says how many there were.
 */
export function sampledLog(perMinute: number, write: (line: string) => void, now: () => number = Date.now) {
  let minuteStart = now();
  let written = 0;
  let leftOut = 0;
  return (line: string) => {
    if (now() - minuteStart >= 60_000) {
      if (leftOut > 0) write(`CSP violation: ${leftOut} more in the minute before were not logged.`);
      minuteStart = now();
      written = 0;
      leftOut = 0;
    }
    if (written < perMinute) {
      written += 1;
      write(line);
    } else {
      leftOut += 1;
    }
  };
}

/**
 * POST /csp-report: browsers report what the content security policy blocked; each violation is one log line, within
 * a per-address limit (429 over it) and a per-instance sample of the log.
 */
export function cspReportRoutes(rateLimits: Pick<RateLimits, 'countCspReport'>) {
  const app = new Hono<{ Bindings: Partial<HttpBindings> }>();
  const log = sampledLog(CSP_LOG_LINES_PER_MINUTE, (line) => console.warn(line));
  app.post(
    CSP_REPORT_PATH,
    bodyLimit({
      maxSize: CSP_REPORT_MAX_BYTES,
      onError: () => problemResponse(problems.payloadTooLarge(`A report is at most ${CSP_REPORT_MAX_BYTES} bytes.`)),
    }),
    async (c) => {
      // Before the body is read: a flood costs one count per request.
      const verdict = await rateLimits.countCspReport(c.env.incoming);
      if (!verdict.allowed)
        return problemResponse(problems.tooManyRequests(verdict.retryAfterSeconds), CSP_REPORT_PATH);
      const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!reportTypes.has(type)) {
        return problemResponse(
          new HttpProblem(
            415,
            '/error/unsupported_media_type',
            'Unsupported media type',
            'Send application/csp-report or application/reports+json.',
          ),
          CSP_REPORT_PATH,
        );
      }
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return problemResponse(problems.badRequest('The report is not JSON.'), CSP_REPORT_PATH);
      }
      const violations = readCspViolations(body);
      if (!violations) return problemResponse(problems.badRequest('The body is not a CSP report.'), CSP_REPORT_PATH);
      for (const { directive, blocked, documentPath } of violations.slice(0, MAX_LOGGED_PER_REQUEST)) {
        log(`CSP violation: ${directive} blocked ${blocked} on ${documentPath}`);
      }
      return c.body(null, 204);
    },
  );
  return app;
}

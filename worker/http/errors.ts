// The one error shape for /api: { code, message, fields?, errors? } — never a stack or SQL text.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export type ApiErrorBody = {
  code: string;
  message: string;
  /** Per-field messages for invalid input, keyed by the field's name. */
  fields?: Record<string, string>;
  /** A list of rule failures (e.g. password requirements), shown as a list by the client. */
  errors?: string[];
  /** On a 500 only: the correlation id also written to the log, to quote when reporting the problem. */
  id?: string;
};

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Pick<ApiErrorBody, "fields" | "errors"> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): ApiErrorBody {
    return { code: this.code, message: this.message, ...this.extra };
  }
}

export const badRequest = (message: string, extra?: ApiErrorBody["fields"]) =>
  new ApiError(400, "VALIDATION_FAILED", message, extra ? { fields: extra } : {});
export const notFound = (message = "Not found") => new ApiError(404, "NOT_FOUND", message);
export const unauthorized = (message = "Authentication required") => new ApiError(401, "UNAUTHENTICATED", message);
/**
 * The one not-found style: domain functions answer null (or false) for a missing row and another
 * family's alike; the API turns that into its 404 here.
 */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}
export const forbidden = (message = "Forbidden") => new ApiError(403, "FORBIDDEN", message);

export function errorResponse(c: Context, err: unknown): Response {
  if (err instanceof ApiError) {
    for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json(err.body(), err.status);
  }
  // Unexpected: log it under a correlation id (the answer carries the same id), without the request's
  // query string and without the bound values of a failed query (e-mails, titles, message text).
  const id = crypto.randomUUID();
  console.error(`Unhandled /api error [${id}] ${c.req.method} ${new URL(c.req.url).pathname}: ${safeErrorText(err)}`);
  return c.json({ code: "INTERNAL_ERROR", message: `Something went wrong on our side. Please try again. (Reference: ${id})`, id }, 500);
}

/**
 * The log line of an unexpected error while rendering a page (or answering its .data request): the
 * correlation id the error page shows, the method and path without the query, and the redacted error.
 */
export function pageErrorLine(id: string, request: Request, err: unknown): string {
  return `Unhandled page error [${id}] ${request.method} ${new URL(request.url).pathname}: ${safeErrorText(err)}`;
}

/**
 * An error's text fit for the log: drizzle's "Failed query: <sql>\nparams: <values>" and D1's messages
 * keep the SQL but lose the values; user text never reaches the log through an error message.
 */
export function safeErrorText(err: unknown): string {
  const parts: string[] = [];
  let current: unknown = err;
  for (let depth = 0; current && depth < 3; depth++) {
    const text = current instanceof Error ? `${current.name}: ${current.message}` : String(current);
    parts.push(text.replace(/\bparams:[\s\S]*$/i, "params: [redacted]").replace(/'[^']*'/g, "'…'").slice(0, 500));
    current = current instanceof Error ? (current as { cause?: unknown }).cause : undefined;
  }
  const stack = err instanceof Error && err.stack ? err.stack.split("\n").filter((l) => /^\s+at /.test(l)).slice(0, 5).map((l) => l.trim()).join(" | ") : "";
  return `${parts.join(" ← caused by ")}${stack ? ` @ ${stack}` : ""}`;
}

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
export const forbidden = (message = "Forbidden") => new ApiError(403, "FORBIDDEN", message);

export function errorResponse(c: Context, err: unknown): Response {
  if (err instanceof ApiError) {
    for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json(err.body(), err.status);
  }
  // Unexpected: log server-side with detail, answer without any.
  console.error("Unhandled /api error", err instanceof Error ? (err.stack ?? err.message) : err);
  return c.json({ code: "INTERNAL_ERROR", message: "Something went wrong on our side. Please try again." }, 500);
}

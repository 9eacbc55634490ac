// Boundary validation for /api bodies and queries with valibot (docs/decisions/0002-schema-library.md).
import type { Context } from "hono";
import * as v from "valibot";
import { idSchema } from "../../common/schemas/common.ts";
import { ApiError, badRequest, notFound } from "./errors.ts";

type AnySchema = v.GenericSchema<unknown, unknown>;

/** Maps valibot issues to { field: message }, first message per field. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function parseWith<S extends AnySchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) {
    const fields = fieldErrors(result.issues);
    const first = Object.entries(fields)[0];
    throw badRequest(first ? first[1] : "Invalid input", fields);
  }
  return result.output;
}

/** Reads a JSON object body: 415 for another content type, 400 for malformed JSON or invalid fields. */
export async function jsonBody<S extends AnySchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the request body as JSON (Content-Type: application/json).");
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new ApiError(400, "MALFORMED_JSON", "The request body is not valid JSON.");
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    throw new ApiError(400, "MALFORMED_JSON", "The request body must be a JSON object.");
  }
  return parseWith(schema, raw);
}

/** A path parameter that must be an id: anything else is "not found", exactly like another family's id. */
export function idParam(c: Context, name: string, notFoundMessage: string): string {
  const result = v.safeParse(idSchema, c.req.param(name));
  if (!result.success) throw notFound(notFoundMessage);
  return result.output;
}

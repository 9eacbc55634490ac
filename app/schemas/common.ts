// Field rules shared by forms (client) and the API (server). Each rule is defined here once.
import * as v from "valibot";

/** A required, trimmed string with a maximum length; messages name the field as the user sees it. */
export const requiredText = (label: string, max: number) =>
  v.pipe(
    // A missing key reads as "" so the answer says "X is required", not valibot's "Invalid key".
    v.optional(v.string(`${label} is required`), ""),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

export const EMAIL_MAX = 254;

export const emailField = v.pipe(
  v.string("Email is required"),
  v.trim(),
  v.nonEmpty("Email is required"),
  v.maxLength(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`),
  v.email("Enter a valid email address"),
  v.toLowerCase(),
);

// Field rules shared by forms (client) and the API (server). Each rule is defined here once.
import * as v from "valibot";

/**
 * A string field whose missing key reads as "", so the answer names the field ("X is required") instead
 * of valibot's "Invalid key: Expected "x" but received undefined". `message` is also the wrong-type answer.
 */
export const stringField = (message: string) => v.optional(v.string(message), "");

/** A required, trimmed string with a maximum length; messages name the field as the user sees it. */
export const requiredText = (label: string, max: number) =>
  v.pipe(
    stringField(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

export const EMAIL_MAX = 254;

/** An e-mail address's rules, for a value known to be a string. */
export const emailFormat = v.pipe(
  v.string("Email is required"),
  v.trim(),
  v.nonEmpty("Email is required"),
  v.maxLength(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`),
  v.email("Enter a valid email address"),
  v.toLowerCase(),
);

export const emailField = v.pipe(stringField("Email is required"), emailFormat);

/** A reCAPTCHA v3 token (the sign-up and contact forms send one when the bot check is configured). */
export const RECAPTCHA_TOKEN_MAX = 4096;
export const recaptchaTokenField = v.optional(
  v.pipe(
    v.string("Security verification token must be a string"),
    v.maxLength(RECAPTCHA_TOKEN_MAX, "Security verification token is too long"),
  ),
);

/**
 * The one id rule, for every id in a path, query or body. Ids are server-generated (UUIDs; the demo seed
 * uses readable ones), so anything else cannot be one of the family's.
 */
export const idSchema = v.pipe(v.string("Must be an id"), v.trim(), v.regex(/^[\w-]{1,64}$/, "Must be an id"));

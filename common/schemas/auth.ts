// Account rules shared by the sign-up/reset forms and the API (requirements §5, requirements §15).
import * as v from "valibot";
import { emailField, recaptchaTokenField, requiredText, stringField } from "./common.ts";

export const PASSWORD_MIN = 8;
/** Long passphrases are welcome (requirements §15: at least 64); the cap only bounds hashing work. */
export const PASSWORD_MAX = 128;

/** A short deny list of passwords that pass the composition rules yet are guessed first. */
const COMMON_PASSWORDS = new Set([
  "password1", "password12", "password123", "password1234", "passw0rd", "passw0rd1", "welcome1", "welcome123",
  "qwerty123", "qwerty1234", "letmein1", "abc12345", "abcd1234", "iloveyou1", "sunshine1", "princess1",
  "football1", "baseball1", "monkey123", "dragon123", "trustno1", "admin123", "changeme1", "summer2024",
  "summer2025", "summer2026", "winter2025", "winter2026", "spring2026", "autumn2026", "p@ssw0rd", "p@ssword1",
]);

export const PASSWORD_RULES = {
  length: `At least ${PASSWORD_MIN} characters`,
  upper: "At least one uppercase letter",
  lower: "At least one lowercase letter",
  digit: "At least one number",
  max: `At most ${PASSWORD_MAX} characters`,
  common: "Not a commonly used password",
} as const;

/** Every rule the password breaks, in the order the hint lists them; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN) problems.push(PASSWORD_RULES.length);
  if (!/[A-Z]/.test(password)) problems.push(PASSWORD_RULES.upper);
  if (!/[a-z]/.test(password)) problems.push(PASSWORD_RULES.lower);
  if (!/[0-9]/.test(password)) problems.push(PASSWORD_RULES.digit);
  if (password.length > PASSWORD_MAX) problems.push(PASSWORD_RULES.max);
  if (COMMON_PASSWORDS.has(password.toLowerCase())) problems.push(PASSWORD_RULES.common);
  return problems;
}

export const PASSWORD_HINT = "At least 8 characters with uppercase, lowercase and a number.";

const passwordString = v.pipe(stringField("Password is required"), v.nonEmpty("Password is required"), v.maxLength(1024, "Password is too long"));

export const registerSchema = v.object({
  email: emailField,
  password: passwordString,
  firstName: requiredText("First name", 100),
  lastName: requiredText("Last name", 100),
  recaptchaToken: recaptchaTokenField,
  /** Present when signing up from a family invitation link. */
  inviteToken: v.optional(v.pipe(v.string("The invitation link is invalid"), v.maxLength(200, "The invitation link is invalid"))),
});

export const loginSchema = v.object({
  email: emailField,
  password: passwordString,
  rememberMe: v.optional(v.boolean("rememberMe must be true or false"), false),
});

export const forgotPasswordSchema = v.object({ email: emailField });

export const changePasswordSchema = v.object({
  currentPassword: passwordString,
  newPassword: passwordString,
});

export const changeEmailSchema = v.object({
  currentPassword: passwordString,
  newEmail: emailField,
});

export const confirmEmailChangeSchema = v.object({
  token: v.pipe(stringField("Invalid link"), v.nonEmpty("Invalid link"), v.maxLength(200, "Invalid link")),
});

export const DELETE_CONFIRM_MESSAGE = "Type your email address to confirm.";
export const deleteAccountSchema = v.object({
  confirmEmail: v.pipe(stringField(DELETE_CONFIRM_MESSAGE), v.trim(), v.nonEmpty(DELETE_CONFIRM_MESSAGE), v.maxLength(254, DELETE_CONFIRM_MESSAGE)),
});

export const revokeSessionSchema = v.object({
  id: v.pipe(stringField("Unknown session"), v.regex(/^[0-9a-f]{16}$/, "Unknown session")),
});

/** "Log out everywhere" posts nothing but its intent. */
export const logOutEverywhereSchema = v.object({});

export const confirmSignupSchema = v.object({
  token: v.pipe(stringField("Invalid sign-up link"), v.nonEmpty("Invalid sign-up link"), v.maxLength(200, "Invalid sign-up link")),
});

export const resetPasswordSchema = v.object({
  token: v.pipe(stringField("Invalid reset token"), v.nonEmpty("Invalid reset token"), v.maxLength(200, "Invalid reset token")),
  newPassword: passwordString,
});

export const profileSchema = v.object({
  firstName: requiredText("First name", 100),
  lastName: requiredText("Last name", 100),
});

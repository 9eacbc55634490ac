import * as v from "valibot";
import { emailField, requiredText } from "./common";

export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000 } as const;

export const contactSchema = v.object({
  name: requiredText("Name", CONTACT_LIMITS.name),
  email: emailField,
  subject: requiredText("Subject", CONTACT_LIMITS.subject),
  message: requiredText("Message", CONTACT_LIMITS.message),
  recaptchaToken: v.optional(v.pipe(v.string(), v.maxLength(4096))),
});

export type ContactInput = v.InferInput<typeof contactSchema>;

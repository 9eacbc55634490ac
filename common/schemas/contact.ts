import * as v from "valibot";
import { emailField, recaptchaTokenField, requiredText } from "./common.ts";

export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000 } as const;

/** How each field is named to the user; also used when a JSON body leaves a key out entirely. */
export const CONTACT_LABELS = { name: "Name", email: "Email", subject: "Subject", message: "Message" } as const;

export const contactSchema = v.object(
  {
    name: requiredText(CONTACT_LABELS.name, CONTACT_LIMITS.name),
    email: emailField,
    subject: requiredText(CONTACT_LABELS.subject, CONTACT_LIMITS.subject),
    message: requiredText(CONTACT_LABELS.message, CONTACT_LIMITS.message),
    recaptchaToken: recaptchaTokenField,
  },
  // Without this, a key missing from the body reads 'Invalid key: Expected "name" …'.
  (issue) => {
    const key = issue.path?.[0]?.key;
    return typeof key === "string" && key in CONTACT_LABELS
      ? `${CONTACT_LABELS[key as keyof typeof CONTACT_LABELS]} is required`
      : "Send name, email, subject and message";
  },
);

export type ContactInput = v.InferInput<typeof contactSchema>;
export type ContactField = keyof typeof CONTACT_LABELS;

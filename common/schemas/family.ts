// Family-member invitation rules shared by the invite form and the API (requirements §2 Family Members, §5 Invite).
import * as v from "valibot";
import { emailFormat, requiredText, stringField } from "./common.ts";

/** Spec §5: an empty e-mail gives 'Missing email / Please enter an email address.' */
export const INVITE_EMAIL_MISSING = "Please enter an email address.";

export const inviteSchema = v.object({
  // optional(…, "") first, so a missing key gets the same message as an empty field (requiredText does
  // the same for names).
  email: v.pipe(stringField(INVITE_EMAIL_MISSING), v.trim(), v.nonEmpty(INVITE_EMAIL_MISSING), emailFormat),
  firstName: requiredText("First name", 100),
  lastName: v.optional(v.pipe(v.string("Last name must be text"), v.trim(), v.maxLength(100, "Last name must be at most 100 characters")), ""),
});

export type InviteInput = v.InferOutput<typeof inviteSchema>;

// Child rules shared by the Add Child dialog, the profile's inline editors, /test-add-child and the API
// (requirements §5, §9). Each rule is defined here once.
import * as v from "valibot";
import { MONTHS } from "../format.ts";
import { idSchema } from "./common.ts";

export { MONTHS };

export const CHILD_NAME_MAX = 100;

export type Month = (typeof MONTHS)[number];

/** Spec §9: the current year and the 19 before (20 choices). */
export const BIRTH_YEAR_CHOICES = 20;

/** The birth-year choices, newest first, as the strings the API stores ("2026", "2025", …). */
export function birthYears(now: Date = new Date()): string[] {
  const current = now.getUTCFullYear();
  return Array.from({ length: BIRTH_YEAR_CHOICES }, (_, i) => String(current - i));
}

export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];
/** For the file input's accept attribute. */
export const AVATAR_ACCEPT = AVATAR_TYPES.join(",");
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The largest Add Child body: the picture and room for the fields and part headers (ADR 0010's 64 KiB). */
export const CHILD_FORM_MAX_BYTES = AVATAR_MAX_BYTES + 64 * 1024;

export const CHILD_MESSAGES = {
  /** The test page's wording (requirements §5); the Add Child dialog shows its own toast before sending. */
  nameRequired: "Please enter a child name",
  nameTooLong: `Child name must be at most ${CHILD_NAME_MAX} characters`,
  birthMonth: "Choose a birth month from January to December",
  birthYear: "Choose a birth year from the list",
  avatarMissing: "Please choose an image to upload.",
  avatarType: "Please choose a PNG, JPEG, WebP or GIF image.",
  avatarMismatch: "This file is not the image type it claims to be. Please choose a PNG, JPEG, WebP or GIF image.",
  avatarTooLarge: "Please choose an image smaller than 5MB.",
  avatarEmpty: "The selected image is empty.",
  notFound: "Child not found",
} as const;

export const childNameField = v.pipe(
  v.string(CHILD_MESSAGES.nameRequired),
  v.trim(),
  v.nonEmpty(CHILD_MESSAGES.nameRequired),
  v.maxLength(CHILD_NAME_MAX, CHILD_MESSAGES.nameTooLong),
);

/** A month name, or "" / null to leave it unset (stored as null). */
export const birthMonthField = v.pipe(
  v.nullable(v.string(CHILD_MESSAGES.birthMonth)),
  v.transform((s) => (s === null ? "" : s.trim())),
  v.check((s) => s === "" || (MONTHS as readonly string[]).includes(s), CHILD_MESSAGES.birthMonth),
  v.transform((s) => (s === "" ? null : (s as Month))),
);

/** One of birthYears() (checked when validated, so it follows the calendar), or "" / null for unset. */
export const birthYearField = v.pipe(
  v.nullable(v.union([v.string(CHILD_MESSAGES.birthYear), v.number(CHILD_MESSAGES.birthYear)], CHILD_MESSAGES.birthYear)),
  v.transform((s) => (s === null ? "" : String(s).trim())),
  v.check((s) => s === "" || birthYears().includes(s), CHILD_MESSAGES.birthYear),
  v.transform((s) => (s === "" ? null : s)),
);

const CHILD_LABELS = { name: CHILD_MESSAGES.nameRequired, birthMonth: CHILD_MESSAGES.birthMonth, birthYear: CHILD_MESSAGES.birthYear } as const;
const missingKeyMessage = (issue: v.BaseIssue<unknown>) => {
  const key = issue.path?.[0]?.key;
  return typeof key === "string" && key in CHILD_LABELS ? CHILD_LABELS[key as keyof typeof CHILD_LABELS] : "Invalid child details";
};

/** POST /api/children: name required; month and year optional (the test page sends only a name). */
export const createChildSchema = v.object(
  {
    name: childNameField,
    birthMonth: v.optional(birthMonthField, null),
    birthYear: v.optional(birthYearField, null),
  },
  missingKeyMessage,
);
export type CreateChildInput = v.InferOutput<typeof createChildSchema>;

/** PATCH /api/children/:id: only the fields present change; "" or null clears month/year. */
export const updateChildSchema = v.object(
  {
    name: v.optional(childNameField),
    birthMonth: v.optional(birthMonthField),
    birthYear: v.optional(birthYearField),
  },
  missingKeyMessage,
);
export type UpdateChildInput = v.InferOutput<typeof updateChildSchema>;

/** Deleting a child from a page form: the child's id (the typed confirmation is the form's own rule). */
export const deleteChildSchema = v.object({ childId: idSchema });

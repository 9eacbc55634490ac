// The children forms (ADR 0071, ADR 0074): Add Child and Delete post to /dashboard's action, the profile's
// fields and picture to /child-profile/:id's. Defined once for the components that render them and the
// actions that answer them.
import * as v from "valibot";
import { defineForm, type FormSpec } from "~/lib/form";
import { deleteChildCopy } from "~/content/children";
import { CHILD_FORM_MAX_BYTES, CHILD_MESSAGES, createChildSchema, deleteChildSchema, updateChildSchema } from "@common/schemas/children";

export const ADD_CHILD_INTENT = "add-child";
export const DELETE_CHILD_INTENT = "delete-child";

/** The Add Child dialog (requirements §5): name, month, year and an optional picture (≤ 5 MB, checked by the server). */
export const addChildForm = defineForm({
  schema: createChildSchema,
  fields: ["name", "birthMonth", "birthYear", "avatar"],
  intent: ADD_CHILD_INTENT,
  limit: { bytes: CHILD_FORM_MAX_BYTES, field: "avatar", message: CHILD_MESSAGES.avatarTooLarge },
});

/** Deleting a child (requirements §5): the exact name must be typed. */
export const deleteChildForm = defineForm({
  schema: deleteChildSchema,
  fields: ["confirmName"],
  intent: DELETE_CHILD_INTENT,
  check: (values) => ({ confirmName: values.confirmName === values.childName ? undefined : deleteChildCopy.confirmLabel(values.childName ?? "") }),
});

/** The profile's inline fields (requirements §4): one form each, sending only its own field. */
export type ProfileField = "name" | "birthMonth" | "birthYear";
const profileFieldForm = (field: ProfileField): FormSpec<typeof updateChildSchema, ProfileField> =>
  defineForm({ schema: updateChildSchema, fields: [field], intent: `update-${field}` });
export const profileFieldForms: Record<ProfileField, FormSpec<typeof updateChildSchema, ProfileField>> = {
  name: profileFieldForm("name"),
  birthMonth: profileFieldForm("birthMonth"),
  birthYear: profileFieldForm("birthYear"),
};

/** The profile's picture (requirements §2): an image of at most 5 MB, checked by the server. */
export const avatarForm = defineForm({
  schema: v.object({}),
  fields: ["avatar"],
  intent: "avatar",
  limit: { bytes: CHILD_FORM_MAX_BYTES, field: "avatar", message: CHILD_MESSAGES.avatarTooLarge },
});

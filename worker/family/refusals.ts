// The invitation flow's refusals as the API answers them. Sign-up (worker/auth/register.ts, shared by
// POST /api/auth/register and the /signup page's action) refuses an invitation exactly as the invitation
// routes do, so the table lives with the family domain rather than in worker/api/, which nothing outside
// the API imports (ADR 0075).
import { ApiError } from "../http/errors.ts";
import type { AcceptInvitationResult } from "./invitations.ts";

export const featureDisabled = () => new ApiError(404, "FEATURE_DISABLED", "Family member invitations are not available yet.");

const INVITATION_NOT_FOUND_MESSAGE = "This invitation link is invalid, has expired or has already been used. Ask for a new invitation.";
export const invitationNotFound = () => new ApiError(404, "INVITATION_NOT_FOUND", INVITATION_NOT_FOUND_MESSAGE);

export const INVITATION_REFUSALS: Record<Exclude<AcceptInvitationResult, { ok: true }>["reason"], () => ApiError> = {
  not_found: invitationNotFound,
  email_mismatch: () =>
    new ApiError(403, "INVITATION_EMAIL_MISMATCH", "This invitation was sent to a different email address. Sign in with that address to accept it."),
  already_member: () => new ApiError(409, "ALREADY_MEMBER", "You're already a member of this family workspace."),
  has_children: () =>
    new ApiError(
      409,
      "CURRENT_FAMILY_HAS_CHILDREN",
      "Your own family workspace already has children's profiles. You can belong to one family workspace only, so remove them there before joining another.",
    ),
  has_members: () =>
    new ApiError(
      409,
      "CURRENT_FAMILY_HAS_MEMBERS",
      "Other people are members of your own family workspace. You can belong to one family workspace only, so it can't be left behind.",
    ),
};

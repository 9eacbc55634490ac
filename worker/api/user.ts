// The signed-in user's own account (requirements §7: PATCH /api/user/profile; Settings tab).
import { Hono } from "hono";
import { profileSchema } from "../../common/schemas/auth.ts";
import { toPublicUser, updateUserProfile } from "../auth/users.ts";
import { getDb } from "../db/client.ts";
import { unauthorized } from "../http/errors.ts";
import { jsonBody } from "../http/validate.ts";
import { requireAuth, type ApiEnv } from "./types.ts";

export const user = new Hono<ApiEnv>().patch("/profile", async (c) => {
  const session = requireAuth(c);
  const input = await jsonBody(c, profileSchema);
  const updated = await updateUserProfile(getDb(c.env), session.userId, input);
  if (!updated) throw unauthorized();
  return c.json(toPublicUser(updated));
});

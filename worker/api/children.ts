// Children (requirements §7 children calls). Every route needs a session and is scoped to the caller's family;
// another family's child answers 404 exactly like a missing one.
import { Hono } from "hono";
import { CHILD_MESSAGES, createChildSchema, updateChildSchema } from "../../common/schemas/children.ts";
import { createChildWithAvatar, isMultipart, readChildForm, replaceChildAvatar } from "../children/avatar.ts";
import { childExists, createChild, deleteChild, getChild, getChildAvatarKey, listChildren, updateChild } from "../children/children.ts";
import { getDb } from "../db/client.ts";
import { notFound } from "../http/errors.ts";
import { idParam, jsonBody, parseWith } from "../http/validate.ts";
import { requireAuth, type ApiEnv } from "./types.ts";

const CHILD_FIELDS = new Set(["name", "birthMonth", "birthYear"]);

const childNotFound = () => notFound(CHILD_MESSAGES.notFound);

export const childrenApi = new Hono<ApiEnv>()
  .get("/", async (c) => {
    const { familyId } = requireAuth(c);
    return c.json(await listChildren(getDb(c.env), familyId));
  })
  .post("/", async (c) => {
    const { familyId } = requireAuth(c);
    const db = getDb(c.env);
    const contentType = c.req.header("content-type");
    if (!isMultipart(contentType)) {
      // The test page sends JSON with the name only.
      const input = await jsonBody(c, createChildSchema);
      return c.json(await createChild(db, familyId, input), 201);
    }
    const form = await readChildForm(c.req.raw, CHILD_FIELDS);
    const input = parseWith(createChildSchema, form.fields);
    return c.json(await createChildWithAvatar(db, c.env.FILES, familyId, input, form.avatar), 201);
  })
  .get("/:id", async (c) => {
    const { familyId } = requireAuth(c);
    const child = await getChild(getDb(c.env), familyId, idParam(c, "id", CHILD_MESSAGES.notFound));
    if (!child) throw childNotFound();
    return c.json(child);
  })
  .patch("/:id", async (c) => {
    const { familyId } = requireAuth(c);
    const id = idParam(c, "id", CHILD_MESSAGES.notFound);
    const input = await jsonBody(c, updateChildSchema);
    const child = await updateChild(getDb(c.env), familyId, id, input);
    if (!child) throw childNotFound();
    return c.json(child);
  })
  .delete("/:id", async (c) => {
    const { familyId } = requireAuth(c);
    const deleted = await deleteChild(getDb(c.env), c.env.FILES, familyId, idParam(c, "id", CHILD_MESSAGES.notFound));
    if (!deleted) throw childNotFound();
    return c.body(null, 204);
  })
  .post("/:id/avatar", async (c) => {
    const { familyId } = requireAuth(c);
    const id = idParam(c, "id", CHILD_MESSAGES.notFound);
    const db = getDb(c.env);
    // Check the child before reading the body: another family's id must not cause a write.
    if (!(await childExists(db, familyId, id))) throw childNotFound();
    const form = await readChildForm(c.req.raw, new Set());
    const child = await replaceChildAvatar(db, c.env.FILES, familyId, id, form.avatar);
    if (!child) throw childNotFound();
    return c.json(child);
  })
  .get("/:id/avatar", async (c) => {
    const { familyId } = requireAuth(c);
    const key = await getChildAvatarKey(getDb(c.env), familyId, idParam(c, "id", CHILD_MESSAGES.notFound));
    if (!key) throw notFound("No avatar");
    const object = await c.env.FILES.get(key);
    if (!object) throw notFound("No avatar");
    return new Response(object.body, {
      headers: {
        "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
        "Content-Length": String(object.size),
        // Private: it is a child's photo behind a session. The URL changes (?v=) when the avatar does.
        "Cache-Control": "private, max-age=300",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });

// Conversation calls (spec §7) and the chat stream (design §5). Every route needs a session (the
// default-deny gate) and checks here, in the Worker, that the caller's family owns the child or the
// conversation before anything else happens: another family's id answers 404 like a missing one, and
// the Durable Object is only ever reached under the id of a conversation the caller may see
// (docs/decisions/0040-conversation-durable-object.md).
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { stringField } from "~/schemas/common";
import { childExists } from "../children/children";
import {
  CONVERSATION_NOT_FOUND,
  MAX_DIRECT_MESSAGE_CHARS,
  MAX_MESSAGE_CHARS,
  MESSAGE_NOT_FOUND,
  createConversation,
  findConversation,
  findMessage,
  insertMessage,
  listConversations,
  listMessages,
  recordCopy,
  touchConversation,
  updateConversation,
} from "../conversations/conversations";
import type { SendInput } from "../conversations/room";
import { getDb } from "../db/client";
import { ApiError, badRequest, notFound } from "../http/errors";
import { jsonBody, parseWith } from "../http/validate";
import { familySubject, giveBack, takeQuota, withQuota } from "../quotas/quotas";
import { requireAuth, type ApiEnv } from "./types";

const CHILD_NOT_FOUND = "Child not found";

/** Ids are server-generated UUIDs; anything else cannot be one of the family's. */
const IdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/));

function idParam(c: Context<ApiEnv>, name: string, message: string): string {
  const result = v.safeParse(IdSchema, c.req.param(name));
  if (!result.success) throw notFound(message);
  return result.output;
}

const Title = v.pipe(stringField("Title is required"), v.trim(), v.minLength(1, "Title is required"), v.maxLength(200, "Title must be at most 200 characters"));
const Count = v.pipe(v.number("documentCountAtSummary must be a number"), v.integer("documentCountAtSummary must be a whole number"), v.minValue(0, "documentCountAtSummary must not be negative"));
const Summary = v.nullable(v.pipe(v.string("summary must be text"), v.maxLength(MAX_DIRECT_MESSAGE_CHARS, "summary is too long")));

const CreateSchema = v.object({
  title: Title,
  hasSummary: v.optional(v.boolean("hasSummary must be true or false")),
  summary: v.optional(Summary),
  documentCountAtSummary: v.optional(Count),
});

const PatchSchema = v.pipe(
  v.object({
    title: v.optional(Title),
    hasSummary: v.optional(v.boolean("hasSummary must be true or false")),
    summary: v.optional(Summary),
    documentCountAtSummary: v.optional(Count),
  }),
  v.check((p) => Object.values(p).some((x) => x !== undefined), "Send at least one of hasSummary, documentCountAtSummary, summary, title"),
);

const ContentSchema = v.pipe(
  stringField("content is required"),
  v.trim(),
  v.minLength(1, "Please enter a message"),
  v.maxLength(MAX_MESSAGE_CHARS, `A message can be at most ${MAX_MESSAGE_CHARS} characters`),
);

const DirectSchema = v.object({
  content: v.pipe(stringField("content is required"), v.trim(), v.minLength(1, "content is required"), v.maxLength(MAX_DIRECT_MESSAGE_CHARS, "content is too long")),
  role: v.pipe(stringField("role must be assistant"), v.picklist(["assistant"], "role must be assistant")),
  // The client's clock is not trusted for ordering; the timestamp is accepted (spec §7) and the
  // server's time is stored.
  timestamp: v.optional(v.union([v.number(), v.string()], "timestamp must be a number or a date string")),
});

/** The stream's `content`, form-encoded (spec §7: urlencoded or multipart). */
async function formContent(c: Context<ApiEnv>): Promise<string> {
  const type = c.req.header("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the message form-encoded (application/x-www-form-urlencoded or multipart/form-data).");
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw badRequest("The message form could not be read", { content: "The message form could not be read" });
  }
  const raw = form.content;
  if (raw !== undefined && typeof raw !== "string") throw badRequest("content must be text", { content: "content must be text" });
  return parseWith(v.object({ content: ContentSchema }), { content: raw }).content;
}

function room(env: Env, conversationId: string): DurableObjectStub {
  return env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
}

/**
 * The object's answer with headers this app may still change (the security-header middleware edits
 * them; a fetched Response's headers are immutable).
 */
function relay(res: Response): Response {
  return new Response(res.body, { status: res.status, headers: new Headers(res.headers) });
}

export const conversationsApi = new Hono<ApiEnv>()
  .get("/children/:childId/conversations", async (c) => {
    const { familyId } = requireAuth(c);
    const db = getDb(c.env);
    const childId = idParam(c, "childId", CHILD_NOT_FOUND);
    if (!(await childExists(db, familyId, childId))) throw notFound(CHILD_NOT_FOUND);
    return c.json(await listConversations(db, familyId, childId));
  })
  .post("/children/:childId/conversations", async (c) => {
    const { familyId } = requireAuth(c);
    const db = getDb(c.env);
    const childId = idParam(c, "childId", CHILD_NOT_FOUND);
    if (!(await childExists(db, familyId, childId))) throw notFound(CHILD_NOT_FOUND);
    const input = await jsonBody(c, CreateSchema);
    const conversation = await withQuota(db, c.env, "conversations", familySubject(familyId), () => createConversation(db, familyId, childId, input));
    return c.json(conversation, 201);
  })
  .patch("/conversations/:id", async (c) => {
    const { familyId } = requireAuth(c);
    const db = getDb(c.env);
    const id = idParam(c, "id", CONVERSATION_NOT_FOUND);
    await findConversation(db, familyId, id);
    const patch = await jsonBody(c, PatchSchema);
    return c.json(await updateConversation(db, familyId, id, patch));
  })
  .get("/conversations/:id/messages", async (c) => {
    const { familyId } = requireAuth(c);
    const db = getDb(c.env);
    const conversation = await findConversation(db, familyId, idParam(c, "id", CONVERSATION_NOT_FOUND));
    return c.json(await listMessages(db, conversation.id));
  })
  .post("/conversations/:id/messages/stream", async (c) => {
    const { familyId } = requireAuth(c);
    const db = getDb(c.env);
    const conversation = await findConversation(db, familyId, idParam(c, "id", CONVERSATION_NOT_FOUND));
    const content = await formContent(c);
    const input: SendInput = { conversationId: conversation.id, familyId, childId: conversation.childId, content };
    const taken = await takeQuota(db, c.env, "chatMessages", familySubject(familyId));
    const res = await room(c.env, conversation.id)
      .fetch("https://conversation-room/send", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(input),
      })
      .catch(async (err: unknown) => {
        await giveBack(db, taken);
        throw err;
      });
    // Not sent (e.g. 409: a reply is still being written): the message does not count.
    if (!res.ok) await giveBack(db, taken);
    return relay(res);
  })
  .get("/conversations/:id/messages/:messageId/stream", async (c) => {
    const { familyId } = requireAuth(c);
    const db = getDb(c.env);
    const conversation = await findConversation(db, familyId, idParam(c, "id", CONVERSATION_NOT_FOUND));
    const message = await findMessage(db, conversation.id, idParam(c, "messageId", MESSAGE_NOT_FOUND));
    const query = new URLSearchParams({ conversationId: conversation.id, messageId: message.id });
    return relay(await room(c.env, conversation.id).fetch(`https://conversation-room/resume?${query}`));
  })
  .post("/conversations/:id/messages/direct", async (c) => {
    const { familyId } = requireAuth(c);
    const db = getDb(c.env);
    const conversation = await findConversation(db, familyId, idParam(c, "id", CONVERSATION_NOT_FOUND));
    const input = await jsonBody(c, DirectSchema);
    const message = await withQuota(db, c.env, "chatMessages", familySubject(familyId), () =>
      insertMessage(db, { conversationId: conversation.id, role: input.role, content: input.content }),
    );
    await touchConversation(db, conversation.id);
    return c.json(message, 201);
  })
  .post("/conversations/:id/messages/:messageId/copy", async (c) => {
    const { familyId, userId } = requireAuth(c);
    const db = getDb(c.env);
    const conversation = await findConversation(db, familyId, idParam(c, "id", CONVERSATION_NOT_FOUND));
    const message = await findMessage(db, conversation.id, idParam(c, "messageId", MESSAGE_NOT_FOUND));
    await recordCopy(db, message.id, userId);
    return c.body(null, 204);
  });

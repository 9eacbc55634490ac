// Conversation calls (requirements §7) and the chat stream (requirements §14). Every route needs a session (the
// default-deny gate) and checks here, in the Worker, that the caller's family owns the child or the
// conversation before anything else happens: another family's id answers 404 like a missing one, and
// the Durable Object is only ever reached under the id of a conversation the caller may see
// (docs/decisions/0040-conversation-durable-object.md).
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { ContentSchema, CreateConversationSchema, DirectMessageSchema, PatchConversationSchema } from "../../common/schemas/conversations.ts";
import { childExists } from "../children/children.ts";
import {
  CONVERSATION_NOT_FOUND,
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
} from "../conversations/conversations.ts";
import type { ConversationRoom, SendInput } from "../conversations/room.ts";
import { getDb } from "../db/client.ts";
import { ApiError, badRequest, found, notFound } from "../http/errors.ts";
import { idParam, jsonBody, parseWith } from "../http/validate.ts";
import { familySubject, giveBack, takeQuota, withQuota } from "../quotas/quotas.ts";
import { requireAuth, type ApiEnv } from "./types.ts";

const CHILD_NOT_FOUND = "Child not found";

/** The stream's `content`, form-encoded (requirements §7: urlencoded or multipart). */
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

function room(env: Env, conversationId: string): DurableObjectStub<ConversationRoom> {
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
    const input = await jsonBody(c, CreateConversationSchema);
    const conversation = await withQuota(db, c.env, "conversations", familySubject(familyId), () => createConversation(db, familyId, childId, input));
    return c.json(conversation, 201);
  })
  .patch("/conversations/:id", async (c) => {
    const { familyId } = requireAuth(c);
    const db = getDb(c.env);
    const id = idParam(c, "id", CONVERSATION_NOT_FOUND);
    found(await findConversation(db, familyId, id), CONVERSATION_NOT_FOUND);
    const patch = await jsonBody(c, PatchConversationSchema);
    return c.json(found(await updateConversation(db, familyId, id, patch), CONVERSATION_NOT_FOUND));
  })
  .get("/conversations/:id/messages", async (c) => {
    const { familyId } = requireAuth(c);
    const db = getDb(c.env);
    const conversation = found(await findConversation(db, familyId, idParam(c, "id", CONVERSATION_NOT_FOUND)), CONVERSATION_NOT_FOUND);
    return c.json(await listMessages(db, conversation.id));
  })
  .post("/conversations/:id/messages/stream", async (c) => {
    const { familyId } = requireAuth(c);
    const db = getDb(c.env);
    const conversation = found(await findConversation(db, familyId, idParam(c, "id", CONVERSATION_NOT_FOUND)), CONVERSATION_NOT_FOUND);
    const content = await formContent(c);
    const input: SendInput = { conversationId: conversation.id, familyId, childId: conversation.childId, content };
    const taken = await takeQuota(db, c.env, "chatMessages", familySubject(familyId));
    const res = await room(c.env, conversation.id)
      .send(input)
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
    const conversation = found(await findConversation(db, familyId, idParam(c, "id", CONVERSATION_NOT_FOUND)), CONVERSATION_NOT_FOUND);
    const message = found(await findMessage(db, conversation.id, idParam(c, "messageId", MESSAGE_NOT_FOUND)), MESSAGE_NOT_FOUND);
    return relay(await room(c.env, conversation.id).resume(conversation.id, message.id));
  })
  .post("/conversations/:id/messages/direct", async (c) => {
    const { familyId } = requireAuth(c);
    const db = getDb(c.env);
    const conversation = found(await findConversation(db, familyId, idParam(c, "id", CONVERSATION_NOT_FOUND)), CONVERSATION_NOT_FOUND);
    const input = await jsonBody(c, DirectMessageSchema);
    const message = await withQuota(db, c.env, "chatMessages", familySubject(familyId), () =>
      insertMessage(db, { conversationId: conversation.id, role: input.role, content: input.content }),
    );
    await touchConversation(db, conversation.id);
    return c.json(message, 201);
  })
  .post("/conversations/:id/messages/:messageId/copy", async (c) => {
    const { familyId, userId } = requireAuth(c);
    const db = getDb(c.env);
    const conversation = found(await findConversation(db, familyId, idParam(c, "id", CONVERSATION_NOT_FOUND)), CONVERSATION_NOT_FOUND);
    const message = found(await findMessage(db, conversation.id, idParam(c, "messageId", MESSAGE_NOT_FOUND)), MESSAGE_NOT_FOUND);
    await recordCopy(db, message.id, userId);
    return c.body(null, 204);
  });

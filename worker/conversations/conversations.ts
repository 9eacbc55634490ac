// Conversations and their messages (requirements §3, §7), always scoped to the caller's family: a conversation
// of another family is "not found", exactly like a missing one. The streamed reply itself is written by
// the conversation's Durable Object (room.ts); everything here is plain D1 through drizzle.
import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { conversations, messageCopies, messages } from "../db/schema.ts";

export const CONVERSATION_NOT_FOUND = "Conversation not found";
export const MESSAGE_NOT_FOUND = "Message not found";


export type StoredCitation = { documentId: string; documentTitle: string; page: number; quote: string };

export type ConversationDto = {
  id: string;
  childId: string;
  title: string;
  hasSummary: boolean;
  summary: string | null;
  documentCountAtSummary: number;
  createdAt: string;
  updatedAt: string;
};

export type MessageStatus = "streaming" | "complete" | "failed";

export type MessageDto = {
  id: string;
  conversationId: string;
  role: "user" | "assistant";
  content: string;
  /** Milliseconds since the epoch (the client's relative-time reads > 1e12 as ms, requirements §9). */
  createdAt: number;
  citations: StoredCitation[];
  status: MessageStatus;
  engine: string | null;
};

type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

export function toConversationDto(row: ConversationRow): ConversationDto {
  return {
    id: row.id,
    childId: row.childId,
    title: row.title,
    hasSummary: row.hasSummary,
    summary: row.summary,
    documentCountAtSummary: row.documentCountAtSummary,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function isCitation(value: unknown): value is StoredCitation {
  if (typeof value !== "object" || value === null) return false;
  const c = value as Record<string, unknown>;
  return typeof c.documentId === "string" && typeof c.page === "number" && typeof c.quote === "string" && typeof c.documentTitle === "string";
}

export function toMessageDto(row: MessageRow): MessageDto {
  return {
    id: row.id,
    conversationId: row.conversationId,
    role: row.role,
    content: row.content,
    createdAt: row.createdAt.getTime(),
    citations: Array.isArray(row.citations) ? row.citations.filter(isCitation) : [],
    status: row.status,
    engine: row.engine,
  };
}

/** The child's conversations, most recently active first: the first one is the one the page uses. */
export async function listConversations(db: Db, familyId: string, childId: string): Promise<ConversationDto[]> {
  const rows = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.familyId, familyId), eq(conversations.childId, childId)))
    .orderBy(desc(conversations.updatedAt), desc(conversations.createdAt));
  return rows.map(toConversationDto);
}

export type ConversationInput = { title: string; hasSummary?: boolean; summary?: string | null; documentCountAtSummary?: number };

export async function createConversation(db: Db, familyId: string, childId: string, input: ConversationInput): Promise<ConversationDto> {
  const now = new Date();
  const [row] = await db
    .insert(conversations)
    .values({
      id: crypto.randomUUID(),
      familyId,
      childId,
      title: input.title,
      hasSummary: input.hasSummary ?? false,
      summary: input.summary ?? null,
      documentCountAtSummary: input.documentCountAtSummary ?? 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("conversation insert returned no row");
  return toConversationDto(row);
}

/** The family's conversation; null for a missing one and another family's alike. */
export async function findConversation(db: Db, familyId: string, conversationId: string): Promise<ConversationDto | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.familyId, familyId), eq(conversations.id, conversationId)))
    .limit(1);
  return row ? toConversationDto(row) : null;
}

export type ConversationPatch = { hasSummary?: boolean; summary?: string | null; documentCountAtSummary?: number; title?: string };

/** The updated conversation; null when the family has no such conversation. */
export async function updateConversation(db: Db, familyId: string, conversationId: string, patch: ConversationPatch): Promise<ConversationDto | null> {
  const [row] = await db
    .update(conversations)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(conversations.familyId, familyId), eq(conversations.id, conversationId)))
    .returning();
  return row ? toConversationDto(row) : null;
}

/** Marks the conversation as active now, so the child's list puts it first. */
export async function touchConversation(db: Db, conversationId: string): Promise<void> {
  await db.update(conversations).set({ updatedAt: new Date() }).where(eq(conversations.id, conversationId));
}

/** Messages oldest first (ties broken by id so two rows written in the same millisecond keep one order). */
function messagesQuery(db: Db, conversationId: string) {
  return db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.createdAt), asc(messages.id));
}

export async function listMessages(db: Db, conversationId: string): Promise<MessageDto[]> {
  return (await messagesQuery(db, conversationId)).map(toMessageDto);
}

export async function findMessage(db: Db, conversationId: string, messageId: string): Promise<MessageDto | null> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.id, messageId)))
    .limit(1);
  return row ? toMessageDto(row) : null;
}

export type NewMessage = {
  conversationId: string;
  role: "user" | "assistant";
  content: string;
  status?: MessageStatus;
  citations?: StoredCitation[];
  engine?: string | null;
  createdAt?: Date;
};

function insertMessageQuery(db: Db, input: NewMessage) {
  return db
    .insert(messages)
    .values({
      id: crypto.randomUUID(),
      conversationId: input.conversationId,
      role: input.role,
      content: input.content,
      status: input.status ?? "complete",
      citations: input.citations ?? [],
      engine: input.engine ?? null,
      createdAt: input.createdAt ?? new Date(),
    })
    .returning();
}

export async function insertMessage(db: Db, input: NewMessage): Promise<MessageDto> {
  const [row] = await insertMessageQuery(db, input);
  if (!row) throw new Error("message insert returned no row");
  return toMessageDto(row);
}

export type Turn = { history: MessageDto[]; userMessage: MessageDto; assistant: MessageDto };

/**
 * The start of a chat turn in ONE D1 round trip (a batch runs as one transaction, in order): the
 * conversation so far, the parent's question, and the assistant's row in status "streaming". The
 * assistant row is one millisecond later, so "oldest first" keeps the question before its answer.
 */
export async function startTurn(db: Db, conversationId: string, content: string): Promise<Turn> {
  const now = Date.now();
  const [historyRows, [userRow], [assistantRow]] = await db.batch([
    messagesQuery(db, conversationId),
    insertMessageQuery(db, { conversationId, role: "user", content, createdAt: new Date(now) }),
    insertMessageQuery(db, { conversationId, role: "assistant", content: "", status: "streaming", createdAt: new Date(now + 1) }),
  ]);
  if (!userRow || !assistantRow) throw new Error("message insert returned no row");
  return { history: historyRows.map(toMessageDto), userMessage: toMessageDto(userRow), assistant: toMessageDto(assistantRow) };
}

export async function finishMessage(
  db: Db,
  messageId: string,
  done: { content: string; status: "complete" | "failed"; citations: StoredCitation[]; engine: string | null },
): Promise<MessageDto> {
  const [row] = await db.update(messages).set(done).where(eq(messages.id, messageId)).returning();
  if (!row) throw new Error("message to finish is gone");
  return toMessageDto(row);
}

export async function recordCopy(db: Db, messageId: string, userId: string): Promise<void> {
  await db.insert(messageCopies).values({ messageId, userId });
}

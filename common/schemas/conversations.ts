// Conversation and message rules shared by the chat panel and the API (requirements §5 Chat, §7).
import * as v from "valibot";
import { stringField } from "./common.ts";

/** Longest question we accept: ample for a parent's question, small enough to keep the prompt bounded. */
export const MAX_MESSAGE_CHARS = 4000;
/** A direct (summary) message may be long: a child summary across many documents. */
export const MAX_DIRECT_MESSAGE_CHARS = 100_000;

const Title = v.pipe(stringField("Title is required"), v.trim(), v.minLength(1, "Title is required"), v.maxLength(200, "Title must be at most 200 characters"));
const Count = v.pipe(v.number("documentCountAtSummary must be a number"), v.integer("documentCountAtSummary must be a whole number"), v.minValue(0, "documentCountAtSummary must not be negative"));
const Summary = v.nullable(v.pipe(v.string("summary must be text"), v.maxLength(MAX_DIRECT_MESSAGE_CHARS, "summary is too long")));

export const CreateConversationSchema = v.object({
  title: Title,
  hasSummary: v.optional(v.boolean("hasSummary must be true or false")),
  summary: v.optional(Summary),
  documentCountAtSummary: v.optional(Count),
});

export const PatchConversationSchema = v.pipe(
  v.object({
    title: v.optional(Title),
    hasSummary: v.optional(v.boolean("hasSummary must be true or false")),
    summary: v.optional(Summary),
    documentCountAtSummary: v.optional(Count),
  }),
  v.check((p) => Object.values(p).some((x) => x !== undefined), "Send at least one of hasSummary, documentCountAtSummary, summary, title"),
);

export const ContentSchema = v.pipe(
  stringField("content is required"),
  v.trim(),
  v.minLength(1, "Please enter a message"),
  v.maxLength(MAX_MESSAGE_CHARS, `A message can be at most ${MAX_MESSAGE_CHARS} characters`),
);

export const DirectMessageSchema = v.object({
  content: v.pipe(stringField("content is required"), v.trim(), v.minLength(1, "content is required"), v.maxLength(MAX_DIRECT_MESSAGE_CHARS, "content is too long")),
  role: v.pipe(stringField("role must be assistant"), v.picklist(["assistant"], "role must be assistant")),
  // The client's clock is not trusted for ordering; the timestamp is accepted (requirements §7) and the
  // server's time is stored.
  timestamp: v.optional(v.union([v.number(), v.string()], "timestamp must be a number or a date string")),
});


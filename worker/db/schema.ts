// The relational model (requirements §13). Migrations in /migrations are generated from this file with
// `npm run db:generate`; FTS5 tables are hand-written SQL migrations because drizzle cannot express them.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const id = () => text("id").primaryKey();
const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

export const users = sqliteTable("users", {
  id: id(),
  email: text("email").notNull().unique(), // stored lower-cased
  passwordHash: text("password_hash"), // null for Google-only accounts
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  profileImageUrl: text("profile_image_url"),
  emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
  createdAt: createdAt(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
});

export const oauthAccounts = sqliteTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("oauth_accounts_user_idx").on(t.userId)],
);

/** Server-side ledger of sessions. KV holds a copy for fast reads; this table is the authority. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(), // SHA-256 of the token, hex
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    persistent: integer("persistent", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    /** Shown to the owner in the sessions list (Settings); never used to decide anything. */
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    id: text("id").primaryKey(), // SHA-256 of the token, hex
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/**
 * Throttling buckets (docs/decisions/0008): key is "acct:<email>", "ip:<address>", "pair:<hash>" or a
 * "forgot:" one. `lockedUntil` is the end of the current delay: until then, attempts past the free ones
 * are refused (429); it grows with the failures and never applies to the owner's known address.
 */
export const loginAttempts = sqliteTable("login_attempts", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStart: integer("window_start", { mode: "timestamp_ms" }).notNull(),
  lockedUntil: integer("locked_until", { mode: "timestamp_ms" }),
  /** The attempt number that opened the current delay: that request, and only it, went ahead. */
  openedBy: integer("opened_by"),
});

/**
 * A sign-up waiting for its e-mailed confirmation link (docs/decisions/0009). The account is created only
 * when the link is used, so sign-up answers the same whether or not the address already has an account.
 */
export const pendingSignups = sqliteTable(
  "pending_signups",
  {
    id: text("id").primaryKey(), // SHA-256 of the token, hex
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("pending_signups_email_idx").on(t.email)],
);

/**
 * A change of the account's e-mail address waiting for its confirmation link (docs/decisions/0016). The
 * row is kept after use (`usedAt`), so a reused link gets "already used" rather than "invalid".
 */
export const emailChanges = sqliteTable(
  "email_changes",
  {
    id: text("id").primaryKey(), // SHA-256 of the token, hex
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    newEmail: text("new_email").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("email_changes_user_idx").on(t.userId)],
);

/**
 * Usage counted against a quota (docs/decisions/0015): one row per quota and subject ("family:<id>" or
 * "ip:<address>"), a fixed window from its first use, counted by one atomic upsert.
 */
export const quotaCounters = sqliteTable(
  "quota_counters",
  {
    name: text("name").notNull(),
    subject: text("subject").notNull(),
    windowStart: integer("window_start", { mode: "timestamp_ms" }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.name, t.subject] })],
);

/** The account's sign-in audit (successes and failures), shown to the owner as recent sign-in activity. */
export const signInEvents = sqliteTable(
  "sign_in_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    outcome: text("outcome", { enum: ["success", "failure", "throttled"] }).notNull(),
    method: text("method", { enum: ["password", "google"] }).notNull().default("password"),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sign_in_events_user_at_idx").on(t.userId, t.at), index("sign_in_events_user_ip_idx").on(t.userId, t.ip)],
);

export const families = sqliteTable("families", {
  id: id(),
  name: text("name").notNull().default(""),
  createdAt: createdAt(),
});

export const familyMembers = sqliteTable(
  "family_members",
  {
    familyId: text("family_id").notNull().references(() => families.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["owner", "member"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.familyId, t.userId] }), uniqueIndex("family_members_user_idx").on(t.userId)],
);

export const invitations = sqliteTable(
  "invitations",
  {
    id: id(),
    familyId: text("family_id").notNull().references(() => families.id, { onDelete: "cascade" }),
    invitedBy: text("invited_by").notNull().references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    acceptedAt: integer("accepted_at", { mode: "timestamp_ms" }),
    acceptedBy: text("accepted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("invitations_family_idx").on(t.familyId)],
);

export const children = sqliteTable(
  "children",
  {
    id: id(),
    familyId: text("family_id").notNull().references(() => families.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    birthMonth: text("birth_month"),
    birthYear: text("birth_year"),
    avatarKey: text("avatar_key"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("children_family_idx").on(t.familyId)],
);

export const documents = sqliteTable(
  "documents",
  {
    id: id(),
    familyId: text("family_id").notNull().references(() => families.id, { onDelete: "cascade" }),
    childId: text("child_id").notNull().references(() => children.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    documentType: text("document_type").notNull(),
    schoolYear: text("school_year"),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    status: text("status", { enum: ["processing", "ready", "failed", "needs_ocr"] }).notNull().default("processing"),
    statusReason: text("status_reason"),
    pageCount: integer("page_count"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    uploadedAt: integer("uploaded_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("documents_child_idx").on(t.childId), index("documents_family_idx").on(t.familyId)],
);

export const documentChunks = sqliteTable(
  "document_chunks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    documentId: text("document_id").notNull().references(() => documents.id, { onDelete: "cascade" }),
    childId: text("child_id").notNull(),
    familyId: text("family_id").notNull(),
    page: integer("page").notNull(),
    ordinal: integer("ordinal").notNull(),
    text: text("text").notNull(),
  },
  (t) => [index("document_chunks_document_idx").on(t.documentId), index("document_chunks_child_idx").on(t.childId)],
);

export const documentInsights = sqliteTable(
  "document_insights",
  {
    documentId: text("document_id").notNull().references(() => documents.id, { onDelete: "cascade" }),
    engine: text("engine").notNull(),
    summary: text("summary"),
    goals: text("goals", { mode: "json" }),
    questions: text("questions", { mode: "json" }),
    facts: text("facts", { mode: "json" }),
    model: text("model"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.engine] })],
);

export const conversations = sqliteTable(
  "conversations",
  {
    id: id(),
    familyId: text("family_id").notNull().references(() => families.id, { onDelete: "cascade" }),
    childId: text("child_id").notNull().references(() => children.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    hasSummary: integer("has_summary", { mode: "boolean" }).notNull().default(false),
    summary: text("summary"),
    documentCountAtSummary: integer("document_count_at_summary").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("conversations_child_idx").on(t.childId)],
);

export const messages = sqliteTable(
  "messages",
  {
    id: id(),
    conversationId: text("conversation_id").notNull().references(() => conversations.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    citations: text("citations", { mode: "json" }),
    status: text("status", { enum: ["streaming", "complete", "failed"] }).notNull().default("complete"),
    engine: text("engine"),
    createdAt: createdAt(),
  },
  (t) => [index("messages_conversation_idx").on(t.conversationId, t.createdAt)],
);

export const messageCopies = sqliteTable("message_copies", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  messageId: text("message_id").notNull().references(() => messages.id, { onDelete: "cascade" }),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

export const contactMessages = sqliteTable("contact_messages", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  recaptchaScore: integer("recaptcha_score"),
  createdAt: createdAt(),
});

/** Development e-mail outbox (requirements §17): every message the local transport "sends". */
export const devOutbox = sqliteTable("dev_outbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  createdAt: createdAt(),
});

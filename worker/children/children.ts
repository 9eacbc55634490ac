// Children: the one data-access layer for child profiles, used by the /api handlers and the page loaders
// (requirements §10). Every function is scoped by the caller's family: another family's id reads as "not there".
import { and, asc, count, eq, max, sql, type Placeholder } from "drizzle-orm";
import type { CreateChildInput, UpdateChildInput } from "../../common/schemas/children.ts";
import { preparedOnce, type Db } from "../db/client.ts";
import { children, documents } from "../db/schema.ts";
import { type DocumentDto, documentsOfChildQuery, toDocumentDto } from "../documents/documents.ts";

export type ChildDto = {
  id: string;
  name: string;
  /** A month name (January–December) or null when not set. */
  birthMonth: string | null;
  /** A four-digit year as a string, or null when not set. */
  birthYear: string | null;
  /** '/api/children/:id/avatar?v=<updatedAt ms>' when an avatar is set; the query busts caches on change. */
  avatarUrl: string | null;
  documentCount: number;
  /** ISO time of the newest document upload; null means 'Never' (docs/decisions/0012-child-last-updated.md). */
  lastUpdated: string | null;
  createdAt: string;
  updatedAt: string;
};

export type ChildWithDocuments = ChildDto & { documents: DocumentDto[] };

/** R2 key of a child's avatar (requirements §13); one object per child, replaced on each upload. */
export const avatarKey = (childId: string) => `avatars/${childId}`;

const childColumns = {
  id: children.id,
  name: children.name,
  birthMonth: children.birthMonth,
  birthYear: children.birthYear,
  avatarKey: children.avatarKey,
  createdAt: children.createdAt,
  updatedAt: children.updatedAt,
  documentCount: count(documents.id),
  // max() over a timestamp_ms column comes back as the raw number of milliseconds (or null).
  lastUpload: max(documents.uploadedAt),
};

type ChildRow = {
  id: string;
  name: string;
  birthMonth: string | null;
  birthYear: string | null;
  avatarKey: string | null;
  createdAt: Date;
  updatedAt: Date;
  documentCount: number;
  lastUpload: Date | number | null;
};

function toIso(value: Date | number | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function toChildDto(row: ChildRow): ChildDto {
  return {
    id: row.id,
    name: row.name,
    birthMonth: row.birthMonth,
    birthYear: row.birthYear,
    avatarUrl: row.avatarKey ? `/api/children/${row.id}/avatar?v=${row.updatedAt.getTime()}` : null,
    documentCount: Number(row.documentCount),
    lastUpdated: toIso(row.lastUpload),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One query: the children joined to their documents, grouped, with the count and newest upload. */
function childrenQuery(db: Db, familyId: string | Placeholder<"familyId">, childId?: string) {
  return db
    .select(childColumns)
    .from(children)
    .leftJoin(documents, eq(documents.childId, children.id))
    .where(childId ? and(eq(children.familyId, familyId), eq(children.id, childId)) : eq(children.familyId, familyId))
    .groupBy(children.id)
    .orderBy(asc(children.createdAt), asc(children.id));
}

/** listChildren's statement, built once: the dashboard reads it on every visit (ADR 0091). */
const familyChildren = preparedOnce((db) => childrenQuery(db, sql.placeholder("familyId")).prepare());

/** The family's children in the order they were added. */
export async function listChildren(db: Db, familyId: string): Promise<ChildDto[]> {
  const rows = await familyChildren(db).all({ familyId });
  return rows.map(toChildDto);
}

/** One child with its documents (newest first), in one D1 round trip; null when not the family's. */
export async function getChild(db: Db, familyId: string, childId: string): Promise<ChildWithDocuments | null> {
  const [rows, docs] = await db.batch([childrenQuery(db, familyId, childId), documentsOfChildQuery(db, familyId, childId)]);
  const row = rows[0];
  if (!row) return null;
  return { ...toChildDto(row), documents: docs.map(toDocumentDto) };
}

/** The child without its documents; null when not the family's. */
export async function getChildSummary(db: Db, familyId: string, childId: string): Promise<ChildDto | null> {
  const [row] = await childrenQuery(db, familyId, childId);
  return row ? toChildDto(row) : null;
}

/** Whether the child exists in this family (cheap check before accepting an upload). */
export async function childExists(db: Db, familyId: string, childId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.familyId, familyId), eq(children.id, childId)))
    .limit(1);
  return Boolean(row);
}

/** Creates a child. Pass `id` and `avatarKey` when the avatar was already stored under that id. */
export async function createChild(
  db: Db,
  familyId: string,
  input: CreateChildInput,
  opts: { id?: string; avatarKey?: string | null } = {},
): Promise<ChildDto> {
  const now = new Date();
  const id = opts.id ?? crypto.randomUUID();
  await db.insert(children).values({
    id,
    familyId,
    name: input.name,
    birthMonth: input.birthMonth,
    birthYear: input.birthYear,
    avatarKey: opts.avatarKey ?? null,
    createdAt: now,
    updatedAt: now,
  });
  return {
    id,
    name: input.name,
    birthMonth: input.birthMonth,
    birthYear: input.birthYear,
    avatarUrl: opts.avatarKey ? `/api/children/${id}/avatar?v=${now.getTime()}` : null,
    documentCount: 0,
    lastUpdated: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/** Changes only the fields present in `input`. Null when the child is not the family's. */
export async function updateChild(db: Db, familyId: string, childId: string, input: UpdateChildInput): Promise<ChildDto | null> {
  const changes: Partial<typeof children.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.birthMonth !== undefined) changes.birthMonth = input.birthMonth;
  if (input.birthYear !== undefined) changes.birthYear = input.birthYear;
  if (Object.keys(changes).length > 0) {
    const updated = await db
      .update(children)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(children.familyId, familyId), eq(children.id, childId)))
      .returning({ id: children.id });
    if (updated.length === 0) return null;
  }
  return getChildSummary(db, familyId, childId);
}

/** Records that the child's avatar object was (re)placed; bumps updatedAt so avatarUrl changes. */
export async function setChildAvatar(db: Db, familyId: string, childId: string, key: string): Promise<ChildDto | null> {
  const updated = await db
    .update(children)
    .set({ avatarKey: key, updatedAt: new Date() })
    .where(and(eq(children.familyId, familyId), eq(children.id, childId)))
    .returning({ id: children.id });
  if (updated.length === 0) return null;
  return getChildSummary(db, familyId, childId);
}

/** The R2 key of the child's avatar, if any; null also when the child is not the family's. */
export async function getChildAvatarKey(db: Db, familyId: string, childId: string): Promise<string | null> {
  const [row] = await db
    .select({ avatarKey: children.avatarKey })
    .from(children)
    .where(and(eq(children.familyId, familyId), eq(children.id, childId)))
    .limit(1);
  return row?.avatarKey ?? null;
}

/**
 * Deletes a child and everything under it. R2 objects (documents, avatar) go first, then the row; D1's
 * enforced foreign keys cascade to documents → chunks and insights, and conversations → messages →
 * message copies. If R2 fails nothing in D1 has changed and the user can retry. An upload that finishes
 * during the delete fails its insert (the child is gone) and removes its own object.
 * Returns false when the child is not the family's.
 */
export async function deleteChild(db: Db, bucket: R2Bucket, familyId: string, childId: string): Promise<boolean> {
  const [child] = await db
    .select({ id: children.id, avatarKey: children.avatarKey })
    .from(children)
    .where(and(eq(children.familyId, familyId), eq(children.id, childId)))
    .limit(1);
  if (!child) return false;
  const docs = await db
    .select({ fileKey: documents.fileKey })
    .from(documents)
    .where(and(eq(documents.familyId, familyId), eq(documents.childId, childId)));
  // The avatar key is derived, so also remove it when the row lost track of it (e.g. a failed update).
  const keys = [...docs.map((d) => d.fileKey), avatarKey(childId)];
  // R2's delete takes at most 1000 keys per call.
  for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000));
  await db.delete(children).where(and(eq(children.familyId, familyId), eq(children.id, childId)));
  return true;
}

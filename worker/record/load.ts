// Loading a child's record: one D1 read of the child's row and every one of its documents (with when
// each one's facts were stored in document_insights), then — only when the memo has no entry for exactly
// those rows — a second read of the stored facts, then buildRecord. The entry is kept in the isolate's
// memory under a fingerprint of the first read (the child's name, each document's id, status, upload
// time, title, filed type, school year and when its facts were stored, the analyzer version and today's
// date), so adding, changing, re-analysing or deleting a document, renaming the child or a new day
// changes the key and the entry is rebuilt without any invalidation code; no table is needed (ADR 0041).
// Reading the facts only on a miss keeps the usual request to one small query (ADR 0043). What is
// derived from an entry (the Progress view) is kept with it, so it follows the same key (ADR 0046).
import { and, desc, eq } from "drizzle-orm";
import { ANALYZER_VERSION, type DocumentFacts } from "../ai/analyzer/index.ts";
import type { AiEngine, AiEnv } from "../ai/engines/index.ts";
import { getInsights } from "../ai/insights/index.ts";
import type { Db } from "../db/client.ts";
import { children, documentInsights, documents } from "../db/schema.ts";
import { buildRecord, type ChildRecord, type RecordSource } from "./record.ts";

const MEMO_SIZE = 64;

type DocumentStatus = (typeof documents.$inferSelect)["status"];

/** A child as the memo keeps it: the record of its ready documents and the ones not ready yet. */
export interface LoadedChild {
  child: { id: string; name: string };
  /** Documents not in the record (still processing or unreadable), newest first. */
  pending: { documentId: string; title: string; status: Exclude<DocumentStatus, "ready"> }[];
  record: ChildRecord;
}

const memo = new Map<string, LoadedChild>();

const todayUtc = () => new Date().toISOString().slice(0, 10);

function isFacts(value: unknown): value is DocumentFacts {
  return typeof value === "object" && value !== null && (value as { version?: unknown }).version === ANALYZER_VERSION;
}

/**
 * The family's child with its record, or null when the child is not the family's. Documents of another
 * family or child can never enter it. The same object is returned while nothing it was built from changed.
 */
export async function loadChild(db: Db, env: AiEnv, engine: AiEngine, familyId: string, childId: string): Promise<LoadedChild | null> {
  // First only what the fingerprint needs: on a memo hit (the usual case) the facts, the bulk of the
  // rows, are never read or parsed. The child's row comes along, so a missing child is no extra query.
  const rows = await db
    .select({
      name: children.name,
      id: documents.id,
      title: documents.title,
      documentType: documents.documentType,
      schoolYear: documents.schoolYear,
      status: documents.status,
      uploadedAt: documents.uploadedAt,
      factsAt: documentInsights.createdAt,
    })
    .from(children)
    .leftJoin(documents, and(eq(documents.childId, children.id), eq(documents.familyId, familyId)))
    .leftJoin(documentInsights, and(eq(documentInsights.documentId, documents.id), eq(documentInsights.engine, engine.info.id)))
    .where(and(eq(children.familyId, familyId), eq(children.id, childId)))
    .orderBy(desc(documents.uploadedAt), desc(documents.id));
  const first = rows[0];
  if (!first) return null;
  const docs = rows.flatMap((r) =>
    r.id !== null && r.title !== null && r.documentType !== null && r.status !== null && r.uploadedAt !== null
      ? [{ ...r, id: r.id, title: r.title, documentType: r.documentType, status: r.status, uploadedAt: r.uploadedAt }]
      : [],
  );
  const today = todayUtc();
  // JSON, not a joined string: a title holding the separator can never make two states one key.
  const fingerprint = JSON.stringify([
    familyId,
    childId,
    first.name,
    today,
    ANALYZER_VERSION,
    engine.info.id,
    docs.map((r) => [r.id, r.status, r.uploadedAt.getTime(), r.factsAt?.getTime() ?? null, r.title, r.documentType, r.schoolYear]),
  ]);
  const hit = memo.get(fingerprint);
  if (hit) return hit;

  const ready = docs.filter((r) => r.status === "ready");
  const stored = new Map<string, unknown>();
  if (ready.some((r) => r.factsAt)) {
    const factRows = await db
      .select({ id: documentInsights.documentId, facts: documentInsights.facts })
      .from(documentInsights)
      .innerJoin(documents, eq(documents.id, documentInsights.documentId))
      .where(and(eq(documents.familyId, familyId), eq(documents.childId, childId), eq(documents.status, "ready"), eq(documentInsights.engine, engine.info.id)));
    for (const f of factRows) stored.set(f.id, f.facts);
  }
  const sources = await Promise.all(
    ready.map(async (r): Promise<RecordSource | null> => {
      const found = stored.get(r.id);
      let facts = isFacts(found) ? found : null;
      if (!facts) {
        // Not stored yet for this engine: computed (and stored) once, like the insights tab does.
        try {
          const got = await getInsights(db, env, familyId, r.id, { engine, parts: [] });
          if (!got?.ok) return null;
          facts = got.insights.facts;
        } catch {
          return null;
        }
      }
      return { documentId: r.id, title: r.title, documentType: r.documentType, schoolYear: r.schoolYear, uploadedAt: r.uploadedAt.getTime(), facts };
    }),
  );
  const loaded: LoadedChild = {
    child: { id: childId, name: first.name },
    pending: docs.flatMap((r) => (r.status === "ready" ? [] : [{ documentId: r.id, title: r.title, status: r.status }])),
    record: buildRecord(
      sources.filter((s): s is RecordSource => s !== null),
      today,
    ),
  };
  // Facts computed just now were stored with a new time, so this fingerprint is already stale.
  if (ready.every((r) => isFacts(stored.get(r.id)))) {
    if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as string);
    memo.set(fingerprint, loaded);
  }
  return loaded;
}

/** The record of the family's child; another family's (or no) child has a record with no documents. */
export async function loadChildRecord(db: Db, env: AiEnv, engine: AiEngine, familyId: string, childId: string): Promise<ChildRecord> {
  return (await loadChild(db, env, engine, familyId, childId))?.record ?? buildRecord([], todayUtc());
}

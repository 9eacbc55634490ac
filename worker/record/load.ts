// Loading a child's record: a D1 read of the child's ready documents (with when each one's facts were
// stored in document_insights), then — only when the memo has no record for exactly those rows — a
// second read of the stored facts, then buildRecord. The record is kept in the isolate's memory under a
// fingerprint of the first read (ids, upload times, when the facts were stored, the analyzer version),
// so adding, changing or deleting a document changes the key and the record is rebuilt without any
// invalidation code; no table is needed (ADR 0041). Reading the facts only on a miss keeps the usual
// request to one small query (ADR 0043).
import { and, desc, eq } from "drizzle-orm";
import { ANALYZER_VERSION, type DocumentFacts } from "../ai/analyzer/index.ts";
import type { AiEngine, AiEnv } from "../ai/engines/index.ts";
import { getInsights } from "../ai/insights/index.ts";
import type { Db } from "../db/client.ts";
import { documentInsights, documents } from "../db/schema.ts";
import { buildRecord, type ChildRecord, type RecordSource } from "./record.ts";

const MEMO_SIZE = 64;
const memo = new Map<string, ChildRecord>();

function isFacts(value: unknown): value is DocumentFacts {
  return typeof value === "object" && value !== null && (value as { version?: unknown }).version === ANALYZER_VERSION;
}

/** The record of the family's child; documents of another family or child can never enter it. */
export async function loadChildRecord(db: Db, env: AiEnv, engine: AiEngine, familyId: string, childId: string): Promise<ChildRecord> {
  // First only what the fingerprint needs: on a memo hit (the usual case) the facts, the bulk of the
  // rows, are never read or parsed.
  const rows = await db
    .select({
      id: documents.id,
      title: documents.title,
      documentType: documents.documentType,
      schoolYear: documents.schoolYear,
      uploadedAt: documents.uploadedAt,
      factsAt: documentInsights.createdAt,
    })
    .from(documents)
    .leftJoin(documentInsights, and(eq(documentInsights.documentId, documents.id), eq(documentInsights.engine, engine.info.id)))
    .where(and(eq(documents.familyId, familyId), eq(documents.childId, childId), eq(documents.status, "ready")))
    .orderBy(desc(documents.uploadedAt), desc(documents.id));
  const today = new Date().toISOString().slice(0, 10);
  const fingerprint = [
    familyId,
    childId,
    today,
    ANALYZER_VERSION,
    ...rows.map((r) => `${r.id}:${r.uploadedAt.getTime()}:${r.factsAt?.getTime() ?? "-"}:${r.title}:${r.documentType}:${r.schoolYear ?? ""}`),
  ].join("|");
  const hit = memo.get(fingerprint);
  if (hit) return hit;

  const stored = new Map<string, unknown>();
  if (rows.some((r) => r.factsAt)) {
    const factRows = await db
      .select({ id: documentInsights.documentId, facts: documentInsights.facts })
      .from(documentInsights)
      .innerJoin(documents, eq(documents.id, documentInsights.documentId))
      .where(and(eq(documents.familyId, familyId), eq(documents.childId, childId), eq(documents.status, "ready"), eq(documentInsights.engine, engine.info.id)));
    for (const f of factRows) stored.set(f.id, f.facts);
  }
  const sources = await Promise.all(
    rows.map(async (r): Promise<RecordSource | null> => {
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
  const record = buildRecord(
    sources.filter((s): s is RecordSource => s !== null),
    today,
  );
  // Facts computed just now were stored with a new time, so this fingerprint is already stale.
  if (rows.every((r) => isFacts(stored.get(r.id)))) {
    if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as string);
    memo.set(fingerprint, record);
  }
  return record;
}

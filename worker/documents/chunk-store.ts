// A document's passages in D1: storing them (the FTS5 index follows by trigger, migrations/0001) and
// searching them with BM25, always scoped to one family (and usually one child) inside the SQL, so no
// other family's text can ever be returned. The chunking itself is chunks.ts.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { Chunk } from "./chunks.ts";

export type ChunkOwner = { documentId: string; childId: string; familyId: string };

/**
 * Rows go in as one JSON array per statement (json_each), not as multi-row VALUES: D1 caps a query
 * at 100 bound parameters (16 rows of 6 columns), while one JSON parameter may be up to 2 MB. Groups
 * stay well under that so a long document needs a handful of statements, not hundreds.
 */
const MAX_JSON_PER_STATEMENT = 512 * 1024;

/**
 * The statements that replace a document's passages: delete the old ones, insert the new ones. Run
 * them in one D1 batch (a transaction), ideally together with the document's status change. Plain D1
 * statements rather than drizzle's: drizzle 0.45's `db.batch` cannot run a parameterised `db.run(sql)`.
 */
export function replaceChunksStatements(db: Db, owner: ChunkOwner, chunks: Chunk[]): D1PreparedStatement[] {
  const d1 = db.$client;
  const statements = [d1.prepare("DELETE FROM document_chunks WHERE document_id = ?").bind(owner.documentId)];
  const insert = d1.prepare(
    `INSERT INTO document_chunks (document_id, child_id, family_id, page, ordinal, text)
     SELECT ?1, ?2, ?3, json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]')
     FROM json_each(?4)`,
  );
  let group: [number, number, string][] = [];
  let groupSize = 0;
  const flush = () => {
    if (group.length === 0) return;
    statements.push(insert.bind(owner.documentId, owner.childId, owner.familyId, JSON.stringify(group)));
    group = [];
    groupSize = 0;
  };
  for (const chunk of chunks) {
    // JSON-escaping usually leaves text as is; counting each character twice leaves room for escapes.
    const size = chunk.text.length * 2 + 32;
    if (groupSize + size > MAX_JSON_PER_STATEMENT) flush();
    group.push([chunk.page, chunk.ordinal, chunk.text]);
    groupSize += size;
  }
  flush();
  return statements;
}

// Words that carry no meaning for retrieval; dropped unless the query has nothing else.
const STOP_WORDS = new Set(
  (
    "a an and are as at be been but by can could did do does for from had has have he her hers him his how i if in " +
    "into is it its me my not of on or our she should so than that the their them there these they this those to " +
    "was we were what when where which who whom why will with would you your about tell please any also"
  ).split(" "),
);

const MAX_QUERY_TERMS = 24;
const MAX_TERM_LENGTH = 48;

/**
 * A user's question as a SAFE FTS5 expression: only runs of letters, digits and combining marks
 * survive, each wrapped in double quotes (so NEAR, OR, *, ^, -, column filters and parentheses are
 * plain words or gone), joined with OR so any matching word helps and BM25 ranks passages that match
 * more (and rarer) words higher. Null when nothing searchable is left.
 */
export function toFtsQuery(query: string): string | null {
  const words = query.normalize("NFKC").toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  const unique = [...new Set(words.filter((w) => w.length > 1 || /\p{N}/u.test(w)).map((w) => w.slice(0, MAX_TERM_LENGTH)))];
  const meaningful = unique.filter((w) => !STOP_WORDS.has(w));
  const terms = (meaningful.length > 0 ? meaningful : unique).slice(0, MAX_QUERY_TERMS);
  if (terms.length === 0) return null;
  return terms.map((term) => `"${term}"`).join(" OR ");
}

export type ChunkSearch = {
  familyId: string;
  /** Omit to search every child of the family. */
  childId?: string | null;
  /** Restrict to these documents (still within the family). */
  documentIds?: string[];
  query: string;
  limit?: number;
};

export type ChunkHit = {
  chunkId: number;
  documentId: string;
  page: number;
  ordinal: number;
  text: string;
  /** BM25 relevance, higher is better (FTS5's bm25() negated). */
  score: number;
};

/** Passages of the family's (and child's) documents that best match `query`, best first. */
export async function searchChunks(db: Db, search: ChunkSearch): Promise<ChunkHit[]> {
  const match = toFtsQuery(search.query);
  if (!match) return [];
  if (search.documentIds && search.documentIds.length === 0) return [];
  const limit = Math.max(1, Math.min(Math.trunc(search.limit ?? 8), 50));
  const filters: SQL[] = [sql`c.family_id = ${search.familyId}`];
  if (search.childId) filters.push(sql`c.child_id = ${search.childId}`);
  if (search.documentIds) {
    filters.push(sql`c.document_id IN (SELECT value FROM json_each(${JSON.stringify(search.documentIds)}))`);
  }
  const rows = await db.all<{ id: number; document_id: string; page: number; ordinal: number; text: string; rank: number }>(sql`
    SELECT c.id, c.document_id, c.page, c.ordinal, c.text, bm25(document_chunks_fts) AS rank
    FROM document_chunks_fts
    JOIN document_chunks AS c ON c.id = document_chunks_fts.rowid
    WHERE document_chunks_fts MATCH ${match} AND ${sql.join(filters, sql` AND `)}
    ORDER BY rank
    LIMIT ${limit}`);
  return rows.map((row) => ({
    chunkId: row.id,
    documentId: row.document_id,
    page: row.page,
    ordinal: row.ordinal,
    text: row.text,
    score: -row.rank,
  }));
}

// Storing a document's passages directly, for tests that need retrieval without running the queue.
import type { Db } from "../db/client.ts";
import { type ChunkOwner, replaceChunksStatements } from "../documents/chunk-store.ts";
import type { Chunk } from "../documents/chunks.ts";

/** Replaces a document's passages in one transaction, as the queue consumer does. */
export async function replaceDocumentChunks(db: Db, owner: ChunkOwner, chunks: Chunk[]): Promise<void> {
  await db.$client.batch(replaceChunksStatements(db, owner, chunks));
}

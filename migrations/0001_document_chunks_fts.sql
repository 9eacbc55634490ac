-- Full-text index over document_chunks for passage retrieval (BM25), hand-written because drizzle
-- cannot express FTS5. External-content table: the text lives once, in document_chunks; the triggers
-- keep the index in step with every insert, delete (including ON DELETE CASCADE from documents) and update.
-- See docs/decisions/0020-document-chunks-fts5.md.
CREATE VIRTUAL TABLE `document_chunks_fts` USING fts5(text, content='document_chunks', content_rowid='id', tokenize='porter unicode61');
--> statement-breakpoint
CREATE TRIGGER `document_chunks_fts_ai` AFTER INSERT ON `document_chunks` BEGIN
  INSERT INTO document_chunks_fts(rowid, text) VALUES (new.id, new.text);
END;
--> statement-breakpoint
CREATE TRIGGER `document_chunks_fts_ad` AFTER DELETE ON `document_chunks` BEGIN
  INSERT INTO document_chunks_fts(document_chunks_fts, rowid, text) VALUES ('delete', old.id, old.text);
END;
--> statement-breakpoint
CREATE TRIGGER `document_chunks_fts_au` AFTER UPDATE ON `document_chunks` BEGIN
  INSERT INTO document_chunks_fts(document_chunks_fts, rowid, text) VALUES ('delete', old.id, old.text);
  INSERT INTO document_chunks_fts(rowid, text) VALUES (new.id, new.text);
END;
--> statement-breakpoint
-- Index any chunks that already exist (none on a fresh database; harmless then).
INSERT INTO document_chunks_fts(document_chunks_fts) VALUES ('rebuild');

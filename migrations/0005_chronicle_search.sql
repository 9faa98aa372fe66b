-- Full-text search over the chronicle (FTS5; drizzle-kit cannot generate virtual tables).
-- `search_docs` holds one document per diary entry, battle note and battle narration; the
-- triggers below keep it and the FTS index in step inside the same transaction as each write.
CREATE VIRTUAL TABLE `search_fts` USING fts5(title, body, content='search_docs', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `search_docs_ai` AFTER INSERT ON `search_docs` BEGIN
  INSERT INTO search_fts(rowid, title, body) VALUES (new.id, new.title, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER `search_docs_ad` AFTER DELETE ON `search_docs` BEGIN
  INSERT INTO search_fts(search_fts, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
END;
--> statement-breakpoint
CREATE TRIGGER `search_docs_au` AFTER UPDATE ON `search_docs` BEGIN
  INSERT INTO search_fts(search_fts, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
  INSERT INTO search_fts(rowid, title, body) VALUES (new.id, new.title, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER `diary_entries_search_ai` AFTER INSERT ON `diary_entries` BEGIN
  INSERT INTO search_docs(campaign_id, kind, ref_id, battle_id, title, body) VALUES (new.campaign_id, 'diary', new.id, NULL, new.title, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER `diary_entries_search_au` AFTER UPDATE OF title, body ON `diary_entries` BEGIN
  UPDATE search_docs SET title = new.title, body = new.body WHERE kind = 'diary' AND ref_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `diary_entries_search_ad` AFTER DELETE ON `diary_entries` BEGIN
  DELETE FROM search_docs WHERE kind = 'diary' AND ref_id = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `battle_chronicle_notes_search_ai` AFTER INSERT ON `battle_chronicle_notes` BEGIN
  INSERT INTO search_docs(campaign_id, kind, ref_id, battle_id, title, body)
    SELECT campaign_id, 'note', new.id, new.battle_id, name, new.body FROM battles WHERE id = new.battle_id;
END;
--> statement-breakpoint
CREATE TRIGGER `battle_chronicle_notes_search_au` AFTER UPDATE OF body ON `battle_chronicle_notes` BEGIN
  UPDATE search_docs SET body = new.body WHERE kind = 'note' AND ref_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `battle_chronicle_notes_search_ad` AFTER DELETE ON `battle_chronicle_notes` BEGIN
  DELETE FROM search_docs WHERE kind = 'note' AND ref_id = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `battle_chronicle_cache_search_ai` AFTER INSERT ON `battle_chronicle_cache` BEGIN
  INSERT INTO search_docs(campaign_id, kind, ref_id, battle_id, title, body)
    SELECT campaign_id, 'battle', new.battle_id, new.battle_id, name, new.text FROM battles WHERE id = new.battle_id;
END;
--> statement-breakpoint
CREATE TRIGGER `battle_chronicle_cache_search_au` AFTER UPDATE OF text ON `battle_chronicle_cache` BEGIN
  UPDATE search_docs SET body = new.text WHERE kind = 'battle' AND ref_id = new.battle_id;
END;
--> statement-breakpoint
CREATE TRIGGER `battle_chronicle_cache_search_ad` AFTER DELETE ON `battle_chronicle_cache` BEGIN
  DELETE FROM search_docs WHERE kind = 'battle' AND ref_id = old.battle_id;
END;
--> statement-breakpoint
CREATE TRIGGER `battles_search_title_au` AFTER UPDATE OF name ON `battles` BEGIN
  UPDATE search_docs SET title = new.name WHERE battle_id = new.id;
END;

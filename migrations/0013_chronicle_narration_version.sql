-- A chronicle row keeps the version of its system's narrator that wrote it. Rows written before
-- this migration read 0, older than every narrator, so each battle is narrated again once (in the
-- background, as after an import) and its account follows the narrator the app ships now.
ALTER TABLE `battle_chronicle_cache` ADD `narration_version` integer DEFAULT 0 NOT NULL;

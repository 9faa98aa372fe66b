CREATE TABLE `battle_chronicle_cache` (
	`battle_id` text PRIMARY KEY NOT NULL,
	`source_updated_at` integer NOT NULL,
	`event_count` integer NOT NULL,
	`lines_json` text NOT NULL,
	`stats_json` text NOT NULL,
	`text` text NOT NULL,
	FOREIGN KEY (`battle_id`) REFERENCES `battles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `battle_chronicle_hidden` (
	`battle_id` text NOT NULL,
	`line_key` text NOT NULL,
	PRIMARY KEY(`battle_id`, `line_key`),
	FOREIGN KEY (`battle_id`) REFERENCES `battles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `battle_chronicle_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`battle_id` text NOT NULL,
	`after_seq` integer,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`battle_id`) REFERENCES `battles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `battle_chronicle_notes_battle_idx` ON `battle_chronicle_notes` (`battle_id`,`after_seq`);--> statement-breakpoint
CREATE TABLE `battle_chronicles` (
	`battle_id` text PRIMARY KEY NOT NULL,
	`world_date` text DEFAULT '' NOT NULL,
	`world_day` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`battle_id`) REFERENCES `battles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `diary_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`campaign_id` text NOT NULL,
	`title` text NOT NULL,
	`world_date` text DEFAULT '' NOT NULL,
	`world_day` integer,
	`body` text NOT NULL,
	`revision` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `diary_entries_timeline_idx` ON `diary_entries` (`campaign_id`,`world_day`,`created_at`);--> statement-breakpoint
CREATE TABLE `diary_links` (
	`entry_id` text NOT NULL,
	`position` integer NOT NULL,
	`battle_id` text,
	`player_id` text,
	`place` text,
	PRIMARY KEY(`entry_id`, `position`),
	FOREIGN KEY (`entry_id`) REFERENCES `diary_entries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`battle_id`) REFERENCES `battles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `diary_links_battle_idx` ON `diary_links` (`battle_id`);--> statement-breakpoint
CREATE TABLE `diary_revisions` (
	`entry_id` text NOT NULL,
	`revision` integer NOT NULL,
	`title` text NOT NULL,
	`world_date` text NOT NULL,
	`world_day` integer,
	`body` text NOT NULL,
	`links_json` text NOT NULL,
	`saved_at` integer NOT NULL,
	PRIMARY KEY(`entry_id`, `revision`),
	FOREIGN KEY (`entry_id`) REFERENCES `diary_entries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `search_docs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` text NOT NULL,
	`kind` text NOT NULL,
	`ref_id` text NOT NULL,
	`battle_id` text,
	`title` text NOT NULL,
	`body` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_docs_ref_idx` ON `search_docs` (`kind`,`ref_id`);--> statement-breakpoint
CREATE INDEX `search_docs_battle_idx` ON `search_docs` (`battle_id`);
CREATE TABLE `realm_links` (
	`campaign_id` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`group_key` text NOT NULL,
	`realm_slug` text,
	`realm_name` text,
	`group_name` text,
	`publish_notes` integer DEFAULT false NOT NULL,
	`publish_diary` integer DEFAULT false NOT NULL,
	`last_error` text,
	`chronicle_json` text,
	`chronicle_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `realm_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`campaign_id` text NOT NULL,
	`battle_id` text NOT NULL,
	`kind` text NOT NULL,
	`payload_json` text NOT NULL,
	`content_hash` text NOT NULL,
	`total_events` integer NOT NULL,
	`sent_events` integer DEFAULT 0 NOT NULL,
	`state` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`realm_battle_id` text,
	`revision` integer,
	`queued_at` integer NOT NULL,
	`done_at` integer,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`battle_id`) REFERENCES `battles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `realm_outbox_due_idx` ON `realm_outbox` (`state`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `realm_outbox_battle_idx` ON `realm_outbox` (`battle_id`,`queued_at`);
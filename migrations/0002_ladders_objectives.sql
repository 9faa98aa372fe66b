CREATE TABLE `ladder_events` (
	`ladder_id` text NOT NULL,
	`seq` integer NOT NULL,
	`type` text NOT NULL,
	`payload_json` text NOT NULL,
	`recorded_at` integer NOT NULL,
	PRIMARY KEY(`ladder_id`, `seq`),
	FOREIGN KEY (`ladder_id`) REFERENCES `ladders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `ladders` (
	`id` text PRIMARY KEY NOT NULL,
	`campaign_id` text NOT NULL,
	`name` text NOT NULL,
	`system` text NOT NULL,
	`rulings_json` text DEFAULT '{}' NOT NULL,
	`event_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ladders_campaign_idx` ON `ladders` (`campaign_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `objective_card_texts` (
	`campaign_id` text NOT NULL,
	`objective_id` text NOT NULL,
	`text` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`campaign_id`, `objective_id`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `objective_events` (
	`session_id` text NOT NULL,
	`seq` integer NOT NULL,
	`type` text NOT NULL,
	`payload_json` text NOT NULL,
	`recorded_at` integer NOT NULL,
	PRIMARY KEY(`session_id`, `seq`),
	FOREIGN KEY (`session_id`) REFERENCES `objective_sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `objective_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`campaign_id` text NOT NULL,
	`name` text NOT NULL,
	`scenario` text NOT NULL,
	`player_a` text NOT NULL,
	`player_b` text NOT NULL,
	`rulings_json` text DEFAULT '{}' NOT NULL,
	`report_json` text,
	`event_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `objective_sessions_campaign_idx` ON `objective_sessions` (`campaign_id`,`created_at`);
CREATE TABLE `armies` (
	`id` text PRIMARY KEY NOT NULL,
	`campaign_id` text NOT NULL,
	`player_id` text NOT NULL,
	`faction_id` text,
	`name` text NOT NULL,
	`list` text NOT NULL,
	`points_limit` integer,
	`randomised` integer NOT NULL,
	`roster_version` integer NOT NULL,
	`roster` text NOT NULL,
	`randomiser_rolls` text,
	`points` integer NOT NULL,
	`valid` integer NOT NULL,
	`problem_count` integer NOT NULL,
	`soldiers` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`faction_id`) REFERENCES `factions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `armies_campaign_idx` ON `armies` (`campaign_id`);--> statement-breakpoint
CREATE INDEX `armies_player_idx` ON `armies` (`player_id`);--> statement-breakpoint
CREATE TABLE `factions` (
	`id` text PRIMARY KEY NOT NULL,
	`player_id` text NOT NULL,
	`name` text NOT NULL,
	`race` text NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `factions_player_idx` ON `factions` (`player_id`,`position`);--> statement-breakpoint
CREATE TABLE `players` (
	`id` text PRIMARY KEY NOT NULL,
	`campaign_id` text NOT NULL,
	`name` text NOT NULL,
	`colour` text NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`position` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `players_campaign_idx` ON `players` (`campaign_id`,`position`);--> statement-breakpoint
ALTER TABLE `campaigns` ADD `world_kind` text;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `start_date` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `house_rules` text DEFAULT '{}' NOT NULL;
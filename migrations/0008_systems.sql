CREATE TABLE `campaign_libraries` (
	`campaign_id` text NOT NULL,
	`system` text NOT NULL,
	`kind` text NOT NULL,
	`items_json` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`campaign_id`, `system`, `kind`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `armies` ADD `system` text DEFAULT 'orders-omens' NOT NULL;--> statement-breakpoint
ALTER TABLE `armies` ADD `description` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `armies` ADD `battle_ready` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `armies_campaign_system_idx` ON `armies` (`campaign_id`,`system`);
--> statement-breakpoint
UPDATE `armies` SET `battle_ready` = (`valid` OR `randomised`);
ALTER TABLE `battles` ADD `sides_json` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `battles` ADD `thirds_json` text DEFAULT '{}' NOT NULL;
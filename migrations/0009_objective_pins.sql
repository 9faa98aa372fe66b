CREATE TABLE `objective_pins` (
	`session_id` text NOT NULL,
	`player` text NOT NULL,
	`salt` text NOT NULL,
	`hash` text NOT NULL,
	`set_at` integer NOT NULL,
	PRIMARY KEY(`session_id`, `player`),
	FOREIGN KEY (`session_id`) REFERENCES `objective_sessions`(`id`) ON UPDATE no action ON DELETE cascade
);

CREATE TABLE `sign_in_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`at` integer NOT NULL,
	`outcome` text NOT NULL,
	`method` text DEFAULT 'password' NOT NULL,
	`ip` text,
	`user_agent` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sign_in_events_user_at_idx` ON `sign_in_events` (`user_id`,`at`);--> statement-breakpoint
CREATE INDEX `sign_in_events_user_ip_idx` ON `sign_in_events` (`user_id`,`ip`);--> statement-breakpoint
ALTER TABLE `login_attempts` ADD `opened_by` integer;--> statement-breakpoint
ALTER TABLE `sessions` ADD `user_agent` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `ip` text;
CREATE TABLE `dues_reminders` (
	`project_id` text NOT NULL,
	`user_id` text NOT NULL,
	`period` integer NOT NULL,
	`moment` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`project_id`, `user_id`, `period`, `moment`),
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);

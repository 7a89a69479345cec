CREATE TABLE `proof_readings` (
	`sha256` text PRIMARY KEY NOT NULL,
	`reading` text NOT NULL,
	`dhash` text,
	`text` text NOT NULL,
	`read_at` integer NOT NULL,
	FOREIGN KEY (`sha256`) REFERENCES `proofs`(`sha256`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `receipt_jobs` (
	`contribution_id` text PRIMARY KEY NOT NULL,
	`queued_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`contribution_id`) REFERENCES `contributions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `receipt_references` (
	`key` text NOT NULL,
	`contribution_id` text NOT NULL,
	`group_id` text NOT NULL,
	PRIMARY KEY(`key`, `contribution_id`),
	FOREIGN KEY (`contribution_id`) REFERENCES `contributions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `statement_credits` (
	`id` text PRIMARY KEY NOT NULL,
	`group_id` text NOT NULL,
	`import_id` text NOT NULL,
	`line` integer NOT NULL,
	`key` text NOT NULL,
	`posted_at` integer NOT NULL,
	`amount_kobo` integer NOT NULL,
	`narration` text NOT NULL,
	`reference` text,
	`contribution_id` text,
	`matched_by` text,
	`matched_at` integer,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`import_id`) REFERENCES `statement_imports`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`contribution_id`) REFERENCES `contributions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`matched_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `statement_credits_group_key_uq` ON `statement_credits` (`group_id`,`key`);--> statement-breakpoint
CREATE UNIQUE INDEX `statement_credits_contribution_uq` ON `statement_credits` (`contribution_id`);--> statement-breakpoint
CREATE TABLE `statement_imports` (
	`id` text PRIMARY KEY NOT NULL,
	`group_id` text NOT NULL,
	`imported_by` text NOT NULL,
	`file_name` text,
	`format` text NOT NULL,
	`credits` integer NOT NULL,
	`added` integer NOT NULL,
	`imported_at` integer NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`imported_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `statement_imports_group_idx` ON `statement_imports` (`group_id`);--> statement-breakpoint
ALTER TABLE `contributions` ADD `receipt_check` text;--> statement-breakpoint
ALTER TABLE `groups` ADD `receipt_max_age_days` integer DEFAULT 14 NOT NULL;--> statement-breakpoint

-- Every proof already stored is read too (issue 13): queued in the order it arrived.
INSERT INTO `receipt_jobs` (`contribution_id`, `queued_at`, `attempts`) SELECT `id`, `created_at`, 0 FROM `contributions` WHERE `proof_sha256` IS NOT NULL;
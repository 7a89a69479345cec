CREATE TABLE `history_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`group_id` text NOT NULL,
	`seq` integer NOT NULL,
	`type` text NOT NULL,
	`actor_id` text,
	`subject_id` text,
	`at` integer NOT NULL,
	`data` text NOT NULL,
	`data_hash` text NOT NULL,
	`prev_hash` text NOT NULL,
	`hash` text NOT NULL,
	`revision` integer NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`subject_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `history_group_seq_uq` ON `history_entries` (`group_id`,`seq`);--> statement-breakpoint
CREATE INDEX `history_revision_idx` ON `history_entries` (`revision`);--> statement-breakpoint
CREATE TABLE `payouts` (
	`id` text PRIMARY KEY NOT NULL,
	`group_id` text NOT NULL,
	`project_id` text NOT NULL,
	`amount_kobo` integer NOT NULL,
	`recipient` text NOT NULL,
	`purpose` text NOT NULL,
	`paid_at` integer NOT NULL,
	`proof_sha256` text,
	`status` text NOT NULL,
	`recorded_by` text NOT NULL,
	`decided_by` text,
	`decided_at` integer,
	`rejection_reason` text,
	`created_at` integer NOT NULL,
	`revision` integer NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`proof_sha256`) REFERENCES `proofs`(`sha256`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`recorded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payouts_project_idx` ON `payouts` (`project_id`);--> statement-breakpoint
CREATE INDEX `payouts_group_idx` ON `payouts` (`group_id`);--> statement-breakpoint
CREATE INDEX `payouts_revision_idx` ON `payouts` (`revision`);--> statement-breakpoint
CREATE INDEX `payouts_proof_idx` ON `payouts` (`proof_sha256`);--> statement-breakpoint
ALTER TABLE `contributions` ADD `recorded_by` text REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `contributions` ADD `reversal_reason` text;--> statement-breakpoint
ALTER TABLE `contributions` ADD `reversed_by` text REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `contributions` ADD `reversed_at` integer;--> statement-breakpoint
ALTER TABLE `groups` ADD `show_member_amounts` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `paid_out_amount_kobo` integer DEFAULT 0 NOT NULL;
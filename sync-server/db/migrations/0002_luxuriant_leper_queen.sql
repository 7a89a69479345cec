CREATE TABLE `proof_uploads` (
	`sha256` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`sha256`, `user_id`),
	FOREIGN KEY (`sha256`) REFERENCES `proofs`(`sha256`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `proof_uploads_user_idx` ON `proof_uploads` (`user_id`);
--> statement-breakpoint
-- Proofs stored before uploads were recorded keep their first uploader (the one then recorded).
INSERT INTO `proof_uploads` (`sha256`, `user_id`, `created_at`) SELECT `sha256`, `uploaded_by`, `created_at` FROM `proofs`;

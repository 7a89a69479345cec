ALTER TABLE `push_deliveries` ADD `request_id` text;--> statement-breakpoint
ALTER TABLE `receipt_jobs` ADD `leased_until` integer;--> statement-breakpoint
ALTER TABLE `receipt_jobs` ADD `request_id` text;--> statement-breakpoint
CREATE INDEX `proof_readings_read_at_idx` ON `proof_readings` (`read_at`);
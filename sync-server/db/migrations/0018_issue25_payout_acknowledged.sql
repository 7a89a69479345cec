ALTER TABLE `payouts` ADD `recipient_user_id` text REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `payouts` ADD `acknowledged_at` integer;
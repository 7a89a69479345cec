ALTER TABLE `groups` ADD `payout_approval_required` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `groups` ADD `approval_request` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `amount_per_member_kobo` integer;
ALTER TABLE `contributions` ADD `sent_on` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `late_fines` text;
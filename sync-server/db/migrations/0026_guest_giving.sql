ALTER TABLE `contributions` ADD `guest` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `guest_giving` text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `guest` integer DEFAULT false NOT NULL;
ALTER TABLE `contributions` ADD `period` integer;--> statement-breakpoint
ALTER TABLE `projects` ADD `kind` text DEFAULT 'collection' NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `frequency` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `starts_on` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `ends_on` text;
ALTER TABLE `group_members` ADD `pay_tag` text;--> statement-breakpoint
CREATE UNIQUE INDEX `group_members_pay_tag_group_uq` ON `group_members` (`pay_tag`,`group_id`);--> statement-breakpoint
ALTER TABLE `projects` ADD `pay_tag` text;--> statement-breakpoint
CREATE UNIQUE INDEX `projects_pay_tag_group_uq` ON `projects` (`pay_tag`,`group_id`);
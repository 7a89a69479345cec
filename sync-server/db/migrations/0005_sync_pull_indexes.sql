CREATE INDEX `partners_group_revision_idx` ON `accountability_partners` (`group_id`,`revision`);--> statement-breakpoint
CREATE INDEX `partners_user_revision_idx` ON `accountability_partners` (`user_id`,`revision`);--> statement-breakpoint
CREATE INDEX `contributions_group_revision_idx` ON `contributions` (`group_id`,`revision`);--> statement-breakpoint
CREATE INDEX `contributions_user_revision_idx` ON `contributions` (`user_id`,`revision`);--> statement-breakpoint
CREATE INDEX `group_members_group_revision_idx` ON `group_members` (`group_id`,`revision`);--> statement-breakpoint
CREATE INDEX `group_members_user_revision_idx` ON `group_members` (`user_id`,`revision`);--> statement-breakpoint
CREATE INDEX `group_updates_group_revision_idx` ON `group_updates` (`group_id`,`revision`);--> statement-breakpoint
CREATE INDEX `history_group_revision_idx` ON `history_entries` (`group_id`,`revision`);--> statement-breakpoint
CREATE INDEX `notifications_user_revision_idx` ON `notifications` (`user_id`,`revision`);--> statement-breakpoint
CREATE INDEX `payouts_group_revision_idx` ON `payouts` (`group_id`,`revision`);--> statement-breakpoint
CREATE INDEX `projects_group_revision_idx` ON `projects` (`group_id`,`revision`);
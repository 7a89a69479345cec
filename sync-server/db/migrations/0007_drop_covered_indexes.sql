DROP INDEX `contributions_group_idx`;--> statement-breakpoint
DROP INDEX `contributions_user_idx`;--> statement-breakpoint
DROP INDEX `contributions_revision_idx`;--> statement-breakpoint
DROP INDEX `history_revision_idx`;--> statement-breakpoint
DROP INDEX `notifications_revision_idx`;
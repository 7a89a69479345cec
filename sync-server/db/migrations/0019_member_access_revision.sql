ALTER TABLE `group_members` ADD `access_revision` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every membership so far: its access began no later than its last change (one more whole-group send at most).
UPDATE `group_members` SET `access_revision` = `revision`;

PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_statement_credits` (
	`id` text PRIMARY KEY NOT NULL,
	`group_id` text NOT NULL,
	`import_id` text NOT NULL,
	`line` integer NOT NULL,
	`key` text NOT NULL,
	`posted_at` integer,
	`amount_kobo` integer NOT NULL,
	`narration` text NOT NULL,
	`reference` text,
	`contribution_id` text,
	`matched_by` text,
	`matched_at` integer,
	`set_aside_reason` text,
	`set_aside_by` text,
	`set_aside_at` integer,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`import_id`) REFERENCES `statement_imports`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`contribution_id`) REFERENCES `contributions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`matched_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`set_aside_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_statement_credits`("id", "group_id", "import_id", "line", "key", "posted_at", "amount_kobo", "narration", "reference", "contribution_id", "matched_by", "matched_at") SELECT "id", "group_id", "import_id", "line", "key", "posted_at", "amount_kobo", "narration", "reference", "contribution_id", "matched_by", "matched_at" FROM `statement_credits`;--> statement-breakpoint
DROP TABLE `statement_credits`;--> statement-breakpoint
ALTER TABLE `__new_statement_credits` RENAME TO `statement_credits`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `statement_credits_group_key_uq` ON `statement_credits` (`group_id`,`key`);--> statement-breakpoint
CREATE UNIQUE INDEX `statement_credits_contribution_uq` ON `statement_credits` (`contribution_id`);--> statement-breakpoint
ALTER TABLE `projects` ADD `previous_accounts` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `proof_readings` ADD `regions` text;--> statement-breakpoint
-- The image links made before issue 22 came from a check that linked different transfers of one
-- bank app's layout: they are dropped (the phone hides a stored link that has no likeness).
DROP TABLE `similar_proofs`;--> statement-breakpoint
CREATE TABLE `similar_proofs` (
	`sha256` text NOT NULL,
	`other_sha256` text NOT NULL,
	`likeness` text NOT NULL,
	PRIMARY KEY(`sha256`, `other_sha256`),
	FOREIGN KEY (`sha256`) REFERENCES `proofs`(`sha256`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`other_sha256`) REFERENCES `proofs`(`sha256`) ON UPDATE no action ON DELETE no action
);--> statement-breakpoint
-- Each purse's bank-details history from its 'bank.changed' entries (the account before each
-- change, until the change), with a new revision each so phones receive it.
INSERT OR IGNORE INTO `counters` (`name`, `value`) VALUES ('revision', 0);--> statement-breakpoint
CREATE TEMP TABLE `gp_bank_history` AS
	SELECT json_extract(`data`, '$.projectId') AS `project_id`,
		json_group_array(json_object(
			'bankName', json_extract(`data`, '$.old.bankName'),
			'accountNumber', json_extract(`data`, '$.old.accountNumber'),
			'accountName', json_extract(`data`, '$.old.accountName'),
			'until', strftime('%Y-%m-%dT%H:%M:%fZ', `at` / 1000.0, 'unixepoch')
		) ORDER BY `seq`) AS `accounts`,
		row_number() OVER (ORDER BY json_extract(`data`, '$.projectId')) AS `n`
	FROM `history_entries`
	WHERE `type` = 'bank.changed'
		AND coalesce(json_extract(`data`, '$.old.bankName'), json_extract(`data`, '$.old.accountNumber'), json_extract(`data`, '$.old.accountName')) IS NOT NULL
	GROUP BY json_extract(`data`, '$.projectId');--> statement-breakpoint
UPDATE `projects` SET
	`previous_accounts` = (SELECT `accounts` FROM `gp_bank_history` WHERE `project_id` = `projects`.`id`),
	`revision` = (SELECT `value` FROM `counters` WHERE `name` = 'revision') + (SELECT `n` FROM `gp_bank_history` WHERE `project_id` = `projects`.`id`)
	WHERE `id` IN (SELECT `project_id` FROM `gp_bank_history`);--> statement-breakpoint
UPDATE `counters` SET `value` = `value` + (SELECT count(*) FROM `gp_bank_history`) WHERE `name` = 'revision';--> statement-breakpoint
DROP TABLE `gp_bank_history`;
DROP INDEX `contributions_proof_idx`;--> statement-breakpoint
CREATE INDEX `contributions_proof_group_idx` ON `contributions` (`proof_sha256`,`group_id`);
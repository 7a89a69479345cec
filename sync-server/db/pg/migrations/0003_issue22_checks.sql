ALTER TABLE "statement_credits" ALTER COLUMN "posted_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "previous_accounts" json DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE "proof_readings" ADD COLUMN "regions" json;--> statement-breakpoint
-- The image links made before issue 22 came from a check that linked different transfers of one
-- bank app's layout: they are dropped (the phone hides a stored link that has no likeness).
DELETE FROM "similar_proofs";--> statement-breakpoint
ALTER TABLE "similar_proofs" ADD COLUMN "likeness" text NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_credits" ADD COLUMN "set_aside_reason" text;--> statement-breakpoint
ALTER TABLE "statement_credits" ADD COLUMN "set_aside_by" text;--> statement-breakpoint
ALTER TABLE "statement_credits" ADD COLUMN "set_aside_at" bigint;--> statement-breakpoint
ALTER TABLE "statement_credits" ADD CONSTRAINT "statement_credits_set_aside_by_users_id_fk" FOREIGN KEY ("set_aside_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Each purse's bank-details history from its 'bank.changed' entries (the account before each
-- change, until the change), with a new revision each (gp_take_revisions: see db/revision.ts) so phones receive it.
WITH "changes" AS (
	SELECT "data"::json->>'projectId' AS "project_id",
		json_agg(json_build_object(
			'bankName', "data"::json->'old'->>'bankName',
			'accountNumber', "data"::json->'old'->>'accountNumber',
			'accountName', "data"::json->'old'->>'accountName',
			'until', to_char(to_timestamp("at" / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
		) ORDER BY "seq") AS "accounts"
	FROM "history_entries"
	WHERE "type" = 'bank.changed'
		AND coalesce("data"::json->'old'->>'bankName', "data"::json->'old'->>'accountNumber', "data"::json->'old'->>'accountName') IS NOT NULL
	GROUP BY 1
)
UPDATE "projects" SET "previous_accounts" = "changes"."accounts", "revision" = gp_take_revisions(1)
	FROM "changes" WHERE "projects"."id" = "changes"."project_id";

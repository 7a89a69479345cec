ALTER TABLE "groups" ADD COLUMN "payout_approval_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "approval_request" json;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "amount_per_member_kobo" bigint;
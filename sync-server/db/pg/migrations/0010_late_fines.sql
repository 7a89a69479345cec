ALTER TABLE "contributions" ADD COLUMN "sent_on" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "late_fines" json;
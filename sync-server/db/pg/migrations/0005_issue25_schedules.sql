ALTER TABLE "contributions" ADD COLUMN "period" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "kind" text DEFAULT 'collection' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "frequency" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "starts_on" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "ends_on" text;
ALTER TABLE "push_deliveries" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "receipt_jobs" ADD COLUMN "leased_until" bigint;--> statement-breakpoint
ALTER TABLE "receipt_jobs" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE INDEX "proof_readings_read_at_idx" ON "proof_readings" USING btree ("read_at");
ALTER TABLE "payouts" ADD COLUMN "recipient_user_id" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "acknowledged_at" bigint;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
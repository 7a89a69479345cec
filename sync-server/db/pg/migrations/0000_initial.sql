CREATE TABLE "accountability_partners" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"user_id" text NOT NULL,
	"assigned_at" bigint NOT NULL,
	"deleted_at" bigint,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contributions" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"project_id" text,
	"user_id" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"description" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"transaction_ref" text,
	"proof_sha256" text,
	"payment_type" text NOT NULL,
	"payment_notes" text,
	"admin_notes" text,
	"possible_duplicate" boolean DEFAULT false NOT NULL,
	"decided_by" text,
	"decided_at" bigint,
	"recorded_by" text,
	"reversal_reason" text,
	"reversed_by" text,
	"reversed_at" bigint,
	"receipt_check" json,
	"created_at" bigint NOT NULL,
	"revision" bigint NOT NULL,
	"rowid" bigint GENERATED ALWAYS AS IDENTITY (sequence name "contributions_rowid_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"user_id" text NOT NULL,
	"contributed_amount_kobo" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"joined_at" bigint NOT NULL,
	"deleted_at" bigint,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_updates" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"author_id" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"created_at" bigint NOT NULL,
	"revision" bigint NOT NULL,
	"rowid" bigint GENERATED ALWAYS AS IDENTITY (sequence name "group_updates_rowid_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"whatsapp_link" text,
	"registration_link" text NOT NULL,
	"custom_slug" text,
	"status" text DEFAULT 'active' NOT NULL,
	"show_member_amounts" boolean DEFAULT true NOT NULL,
	"receipt_max_age_days" integer DEFAULT 14 NOT NULL,
	"admin_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "history_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"type" text NOT NULL,
	"actor_id" text,
	"subject_id" text,
	"at" bigint NOT NULL,
	"data" text NOT NULL,
	"data_hash" text NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"group_id" text,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"contribution_id" text,
	"project_id" text,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL,
	"revision" bigint NOT NULL,
	"rowid" bigint GENERATED ALWAYS AS IDENTITY (sequence name "notifications_rowid_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "otp_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"purpose" text NOT NULL,
	"otp_hash" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"superseded" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ip" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"project_id" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"recipient" text NOT NULL,
	"purpose" text NOT NULL,
	"paid_at" bigint NOT NULL,
	"proof_sha256" text,
	"status" text NOT NULL,
	"recorded_by" text NOT NULL,
	"decided_by" text,
	"decided_at" bigint,
	"rejection_reason" text,
	"created_at" bigint NOT NULL,
	"revision" bigint NOT NULL,
	"rowid" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payouts_rowid_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"target_amount_kobo" bigint NOT NULL,
	"collected_amount_kobo" bigint DEFAULT 0 NOT NULL,
	"paid_out_amount_kobo" bigint DEFAULT 0 NOT NULL,
	"custom_slug" text,
	"deadline" bigint,
	"status" text DEFAULT 'active' NOT NULL,
	"account_name" text,
	"account_number" text,
	"bank_name" text,
	"routing_number" text,
	"swift_code" text,
	"zelle_email" text,
	"zelle_phone" text,
	"cashapp_handle" text,
	"venmo_handle" text,
	"paypal_email" text,
	"payment_instructions" text,
	"allowed_payment_types" text,
	"created_at" bigint NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_readings" (
	"sha256" text PRIMARY KEY NOT NULL,
	"reading" json NOT NULL,
	"dhash" text,
	"text" text NOT NULL,
	"read_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_uploads" (
	"sha256" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "proof_uploads_sha256_user_id_pk" PRIMARY KEY("sha256","user_id")
);
--> statement-breakpoint
CREATE TABLE "proofs" (
	"sha256" text PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"payload" text NOT NULL,
	"ttl_seconds" integer NOT NULL,
	"urgency" text NOT NULL,
	"topic" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" bigint NOT NULL,
	"last_error" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_events" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "rate_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_jobs" (
	"contribution_id" text PRIMARY KEY NOT NULL,
	"queued_at" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_references" (
	"key" text NOT NULL,
	"contribution_id" text NOT NULL,
	"group_id" text NOT NULL,
	CONSTRAINT "receipt_references_key_contribution_id_pk" PRIMARY KEY("key","contribution_id")
);
--> statement-breakpoint
CREATE TABLE "server_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "similar_proofs" (
	"sha256" text NOT NULL,
	"other_sha256" text NOT NULL,
	CONSTRAINT "similar_proofs_sha256_other_sha256_pk" PRIMARY KEY("sha256","other_sha256")
);
--> statement-breakpoint
CREATE TABLE "statement_credits" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"import_id" text NOT NULL,
	"line" integer NOT NULL,
	"key" text NOT NULL,
	"posted_at" bigint NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"narration" text NOT NULL,
	"reference" text,
	"contribution_id" text,
	"matched_by" text,
	"matched_at" bigint
);
--> statement-breakpoint
CREATE TABLE "statement_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"imported_by" text NOT NULL,
	"file_name" text,
	"format" text NOT NULL,
	"credits" integer NOT NULL,
	"added" integer NOT NULL,
	"imported_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"username_key" text NOT NULL,
	"password" text,
	"full_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" bigint NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accountability_partners" ADD CONSTRAINT "accountability_partners_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountability_partners" ADD CONSTRAINT "accountability_partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_proof_sha256_proofs_sha256_fk" FOREIGN KEY ("proof_sha256") REFERENCES "public"."proofs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_updates" ADD CONSTRAINT "group_updates_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_updates" ADD CONSTRAINT "group_updates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_entries" ADD CONSTRAINT "history_entries_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_entries" ADD CONSTRAINT "history_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_entries" ADD CONSTRAINT "history_entries_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_proof_sha256_proofs_sha256_fk" FOREIGN KEY ("proof_sha256") REFERENCES "public"."proofs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_readings" ADD CONSTRAINT "proof_readings_sha256_proofs_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."proofs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_uploads" ADD CONSTRAINT "proof_uploads_sha256_proofs_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."proofs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_uploads" ADD CONSTRAINT "proof_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_jobs" ADD CONSTRAINT "receipt_jobs_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_references" ADD CONSTRAINT "receipt_references_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_references" ADD CONSTRAINT "receipt_references_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similar_proofs" ADD CONSTRAINT "similar_proofs_sha256_proofs_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."proofs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similar_proofs" ADD CONSTRAINT "similar_proofs_other_sha256_proofs_sha256_fk" FOREIGN KEY ("other_sha256") REFERENCES "public"."proofs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_credits" ADD CONSTRAINT "statement_credits_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_credits" ADD CONSTRAINT "statement_credits_import_id_statement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."statement_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_credits" ADD CONSTRAINT "statement_credits_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_credits" ADD CONSTRAINT "statement_credits_matched_by_users_id_fk" FOREIGN KEY ("matched_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partners_group_idx" ON "accountability_partners" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "partners_revision_idx" ON "accountability_partners" USING btree ("revision");--> statement-breakpoint
CREATE INDEX "partners_group_revision_idx" ON "accountability_partners" USING btree ("group_id","revision");--> statement-breakpoint
CREATE INDEX "partners_user_revision_idx" ON "accountability_partners" USING btree ("user_id","revision");--> statement-breakpoint
CREATE INDEX "contributions_project_idx" ON "contributions" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "contributions_group_revision_idx" ON "contributions" USING btree ("group_id","revision");--> statement-breakpoint
CREATE INDEX "contributions_user_revision_idx" ON "contributions" USING btree ("user_id","revision");--> statement-breakpoint
CREATE INDEX "contributions_user_group_owed_idx" ON "contributions" USING btree ("user_id","group_id","status","amount_kobo");--> statement-breakpoint
CREATE INDEX "contributions_proof_idx" ON "contributions" USING btree ("proof_sha256");--> statement-breakpoint
CREATE INDEX "contributions_ref_key_group_idx" ON "contributions" USING btree (lower(trim("transaction_ref")),"group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_group_user_uq" ON "group_members" USING btree ("group_id","user_id");--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_members_revision_idx" ON "group_members" USING btree ("revision");--> statement-breakpoint
CREATE INDEX "group_members_group_revision_idx" ON "group_members" USING btree ("group_id","revision");--> statement-breakpoint
CREATE INDEX "group_members_user_revision_idx" ON "group_members" USING btree ("user_id","revision");--> statement-breakpoint
CREATE INDEX "group_updates_group_idx" ON "group_updates" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "group_updates_revision_idx" ON "group_updates" USING btree ("revision");--> statement-breakpoint
CREATE INDEX "group_updates_group_revision_idx" ON "group_updates" USING btree ("group_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_registration_link_uq" ON "groups" USING btree ("registration_link");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_custom_slug_uq" ON "groups" USING btree ("custom_slug");--> statement-breakpoint
CREATE INDEX "groups_admin_idx" ON "groups" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "groups_revision_idx" ON "groups" USING btree ("revision");--> statement-breakpoint
CREATE UNIQUE INDEX "history_group_seq_uq" ON "history_entries" USING btree ("group_id","seq");--> statement-breakpoint
CREATE INDEX "history_group_revision_idx" ON "history_entries" USING btree ("group_id","revision");--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_revision_idx" ON "notifications" USING btree ("user_id","revision");--> statement-breakpoint
CREATE INDEX "otp_phone_purpose_idx" ON "otp_verifications" USING btree ("phone_number","purpose","created_at");--> statement-breakpoint
CREATE INDEX "payouts_project_idx" ON "payouts" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "payouts_group_idx" ON "payouts" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "payouts_revision_idx" ON "payouts" USING btree ("revision");--> statement-breakpoint
CREATE INDEX "payouts_group_revision_idx" ON "payouts" USING btree ("group_id","revision");--> statement-breakpoint
CREATE INDEX "payouts_proof_idx" ON "payouts" USING btree ("proof_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_custom_slug_uq" ON "projects" USING btree ("custom_slug");--> statement-breakpoint
CREATE INDEX "projects_group_idx" ON "projects" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "projects_revision_idx" ON "projects" USING btree ("revision");--> statement-breakpoint
CREATE INDEX "projects_group_revision_idx" ON "projects" USING btree ("group_id","revision");--> statement-breakpoint
CREATE INDEX "proof_uploads_user_idx" ON "proof_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_deliveries_due_idx" ON "push_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "push_deliveries_subscription_idx" ON "push_deliveries" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_uq" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_events_kind_key_idx" ON "rate_events" USING btree ("kind","key","created_at");--> statement-breakpoint
CREATE INDEX "receipt_jobs_queued_idx" ON "receipt_jobs" USING btree ("queued_at","contribution_id");--> statement-breakpoint
CREATE INDEX "receipt_references_contribution_idx" ON "receipt_references" USING btree ("contribution_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_credits_group_key_uq" ON "statement_credits" USING btree ("group_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_credits_contribution_uq" ON "statement_credits" USING btree ("contribution_id");--> statement-breakpoint
CREATE INDEX "statement_imports_group_idx" ON "statement_imports" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key_uq" ON "users" USING btree ("username_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_number_uq" ON "users" USING btree ("phone_number");
CREATE TABLE "dues_reminders" (
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	"period" integer NOT NULL,
	"moment" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "dues_reminders_project_id_user_id_period_moment_pk" PRIMARY KEY("project_id","user_id","period","moment")
);
--> statement-breakpoint
ALTER TABLE "dues_reminders" ADD CONSTRAINT "dues_reminders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dues_reminders" ADD CONSTRAINT "dues_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
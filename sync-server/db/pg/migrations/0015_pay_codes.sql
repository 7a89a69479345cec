ALTER TABLE "group_members" ADD COLUMN "pay_tag" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "pay_tag" text;--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_pay_tag_group_uq" ON "group_members" USING btree ("pay_tag","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_pay_tag_group_uq" ON "projects" USING btree ("pay_tag","group_id");
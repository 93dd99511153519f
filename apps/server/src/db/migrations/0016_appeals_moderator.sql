CREATE TABLE "appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"decision_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"side" text NOT NULL,
	"appellant_id" uuid,
	"appellant_email" text,
	"statement" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"answer" text,
	"decider_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "moderator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_appellant_id_users_id_fk" FOREIGN KEY ("appellant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decider_id_users_id_fk" FOREIGN KEY ("decider_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appeals_status_created_idx" ON "appeals" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_open_member_unique" ON "appeals" USING btree ("decision_id","appellant_id") WHERE status = 'open' and appellant_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_open_visitor_unique" ON "appeals" USING btree ("decision_id",lower("appellant_email")) WHERE status = 'open' and appellant_email is not null;
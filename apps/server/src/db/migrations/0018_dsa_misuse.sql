CREATE TABLE "misuse_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"step" text NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "trusted_flagger" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trusted_flagger" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notices_suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "misuse_steps" ADD CONSTRAINT "misuse_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "misuse_steps_user_idx" ON "misuse_steps" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "misuse_steps_created_idx" ON "misuse_steps" USING btree ("created_at");
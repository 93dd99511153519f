CREATE TABLE "answer_mail_windows" (
	"user_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	"pending_since" timestamp with time zone,
	CONSTRAINT "answer_mail_windows_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "digest_state" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_day" text NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"user_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "follows_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "mail_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"error" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_failures_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
CREATE TABLE "mail_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"answers" boolean DEFAULT true NOT NULL,
	"replies" boolean DEFAULT true NOT NULL,
	"ratings" boolean DEFAULT true NOT NULL,
	"new_questions" text DEFAULT 'digest' NOT NULL,
	"follows_customized" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_mail_windows" ADD CONSTRAINT "answer_mail_windows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_mail_windows" ADD CONSTRAINT "answer_mail_windows_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_state" ADD CONSTRAINT "digest_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_preferences" ADD CONSTRAINT "mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_mail_windows_pending_idx" ON "answer_mail_windows" USING btree ("pending_since");--> statement-breakpoint
CREATE INDEX "follows_category_idx" ON "follows" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "mail_failures_created_idx" ON "mail_failures" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
-- Followers of a category without a list of their own are found by specialization (features/follows).
CREATE INDEX "users_specializations_gin" ON "users" USING gin ("specializations") WHERE role = 'lawyer' AND deleted_at IS NULL;

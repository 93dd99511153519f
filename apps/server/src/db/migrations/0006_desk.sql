CREATE TABLE "desk_first_answers" (
	"post_id" uuid NOT NULL,
	"lawyer_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"seconds" integer NOT NULL,
	"first_for_post" boolean DEFAULT false NOT NULL,
	CONSTRAINT "desk_first_answers_post_id_lawyer_id_pk" PRIMARY KEY("post_id","lawyer_id")
);
--> statement-breakpoint
CREATE TABLE "desk_response_times" (
	"scope" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"median_seconds" integer,
	"answers" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "desk_response_times_scope_subject_id_pk" PRIMARY KEY("scope","subject_id")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "event_date" date;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "deadline_rule" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "deadline_end" date;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "deadline" jsonb;--> statement-breakpoint
ALTER TABLE "desk_first_answers" ADD CONSTRAINT "desk_first_answers_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_first_answers" ADD CONSTRAINT "desk_first_answers_lawyer_id_users_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_first_answers" ADD CONSTRAINT "desk_first_answers_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desk_first_answers_lawyer_idx" ON "desk_first_answers" USING btree ("lawyer_id","answered_at");--> statement-breakpoint
CREATE INDEX "desk_first_answers_category_idx" ON "desk_first_answers" USING btree ("category_id","answered_at") WHERE first_for_post;--> statement-breakpoint
CREATE INDEX "desk_first_answers_answered_idx" ON "desk_first_answers" USING btree ("answered_at");--> statement-breakpoint
CREATE INDEX "posts_desk_deadline_idx" ON "posts" USING btree ("deadline_end","created_at","id","category_id","status") WHERE status <> 'resolved' and deadline_end is not null;--> statement-breakpoint
CREATE INDEX "posts_desk_waiting_idx" ON "posts" USING btree ("status","created_at","id","category_id","deadline_end") WHERE status <> 'resolved';
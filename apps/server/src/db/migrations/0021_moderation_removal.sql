ALTER TABLE "posts" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "replies" ADD COLUMN "removed_at" timestamp with time zone;
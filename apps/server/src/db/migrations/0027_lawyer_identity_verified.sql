ALTER TABLE "users" ADD COLUMN "identity_verified_at" timestamp with time zone;--> statement-breakpoint
-- Lawyers approved before this column existed: their identity counts as verified (docs/decisions/lawyer-identity.md).
UPDATE "users" SET "identity_verified_at" = "updated_at" WHERE "role" = 'lawyer' AND "status" = 'active';

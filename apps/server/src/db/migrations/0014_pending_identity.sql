-- A verified lawyer's requested name and bar, with the licence that proves them, until an admin decides
-- (features/users/identity-change.ts, docs/decisions/security.md «Lawyer identity»).
ALTER TABLE "users" ADD COLUMN "pending_identity" jsonb;
-- Skeletons now fold «i» and «l» together (lib/skeleton.ts: «camille_I» ~ «camille_l»). Stored ones are cleared here
-- and recomputed at start by backfillNameSkeletons (bootstrap.ts), oldest account first.
UPDATE users SET nickname_skeleton = NULL, name_skeleton = NULL;

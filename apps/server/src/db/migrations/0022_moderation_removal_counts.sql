-- A question removed by a moderation decision (removed_at) leaves the counts as a deleted one did, and a reversal
-- puts it back (docs/decisions/moderation-removal.md). Same lock order as 0009: both rows first, in (category,
-- status) order.
CREATE OR REPLACE FUNCTION posts_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM 1 FROM post_counts
      WHERE (category_id = OLD.category_id AND status = OLD.status) OR (category_id = NEW.category_id AND status = NEW.status)
      ORDER BY category_id, status
      FOR UPDATE;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.removed_at IS NULL THEN
    UPDATE post_counts SET count = count - 1 WHERE category_id = OLD.category_id AND status = OLD.status;
    UPDATE categories SET post_count = post_count - 1 WHERE id = OLD.category_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.removed_at IS NULL THEN
    INSERT INTO post_counts (category_id, status, count) VALUES (NEW.category_id, NEW.status, 1)
      ON CONFLICT (category_id, status) DO UPDATE SET count = post_counts.count + 1;
    UPDATE categories SET post_count = post_count + 1 WHERE id = NEW.category_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER posts_count_update ON posts;
--> statement-breakpoint
CREATE TRIGGER posts_count_update AFTER UPDATE OF status, category_id, removed_at ON posts FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.category_id IS DISTINCT FROM NEW.category_id
        OR (OLD.removed_at IS NULL) <> (NEW.removed_at IS NULL))
  EXECUTE FUNCTION posts_count_trigger();

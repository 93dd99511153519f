-- A status change moves one question between two post_counts rows of its category. Taken old-then-new, an answer
-- (open → answered) and a deletion on another question of the category (answered → open) could each hold the row
-- the other needed next: a deadlock (features/posts/status-counts.test.ts). Both rows are now locked first, in
-- (category, status) order, so every status change takes them in the same order.
CREATE OR REPLACE FUNCTION posts_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM 1 FROM post_counts
      WHERE (category_id = OLD.category_id AND status = OLD.status) OR (category_id = NEW.category_id AND status = NEW.status)
      ORDER BY category_id, status
      FOR UPDATE;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE post_counts SET count = count - 1 WHERE category_id = OLD.category_id AND status = OLD.status;
    UPDATE categories SET post_count = post_count - 1 WHERE id = OLD.category_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO post_counts (category_id, status, count) VALUES (NEW.category_id, NEW.status, 1)
      ON CONFLICT (category_id, status) DO UPDATE SET count = post_counts.count + 1;
    UPDATE categories SET post_count = post_count + 1 WHERE id = NEW.category_id;
  END IF;
  RETURN NULL;
END $$;

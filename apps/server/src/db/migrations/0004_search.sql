CREATE TABLE "author_badges" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"thresholds" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "author_badges" ADD CONSTRAINT "author_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Badges: lawyer_milestones rows are only inserted (by the reward transaction) or removed with the account; the
-- trigger keeps author_badges in step inside that same transaction.
CREATE OR REPLACE FUNCTION author_badges_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- an update only: when the account itself is being deleted there is nothing to insert
    UPDATE author_badges SET thresholds = array_remove(thresholds, OLD.threshold) WHERE user_id = OLD.lawyer_id;
  ELSE
    INSERT INTO author_badges (user_id, thresholds)
      SELECT NEW.lawyer_id, array_agg(threshold ORDER BY threshold) FROM lawyer_milestones WHERE lawyer_id = NEW.lawyer_id
      ON CONFLICT (user_id) DO UPDATE SET thresholds = excluded.thresholds;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lawyer_milestones_badges AFTER INSERT OR DELETE ON lawyer_milestones FOR EACH ROW EXECUTE FUNCTION author_badges_trigger();
--> statement-breakpoint
INSERT INTO author_badges (user_id, thresholds)
  SELECT lawyer_id, array_agg(threshold ORDER BY threshold) FROM lawyer_milestones GROUP BY lawyer_id
  ON CONFLICT (user_id) DO UPDATE SET thresholds = excluded.thresholds;
--> statement-breakpoint
-- Titles alone, for the bounded candidate set of a search and for similar questions while typing.
ALTER TABLE posts ADD COLUMN title_search tsvector GENERATED ALWAYS AS (to_tsvector('french', f_unaccent(title))) STORED;
--> statement-breakpoint
CREATE INDEX posts_title_search_idx ON posts USING gin (title_search);

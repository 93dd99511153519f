CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"docs" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_key_trgm_idx" ON "search_words" USING gin ("key" gin_trgm_ops);
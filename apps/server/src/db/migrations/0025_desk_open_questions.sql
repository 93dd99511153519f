-- The desk lists only questions that still take answers: a hidden or removed one refuses them, so the queue's
-- indexes leave them out and its total subtracts the hidden ones post_counts still holds (features/desk/queue.ts).
DROP INDEX "posts_desk_deadline_idx";--> statement-breakpoint
DROP INDEX "posts_desk_waiting_idx";--> statement-breakpoint
CREATE INDEX "posts_hidden_counted_idx" ON "posts" USING btree ("category_id","status") WHERE hidden_at is not null and removed_at is null;--> statement-breakpoint
CREATE INDEX "posts_desk_deadline_idx" ON "posts" USING btree ("deadline_end","created_at","id","category_id","status") WHERE status <> 'resolved' and deadline_end is not null and hidden_at is null and removed_at is null;--> statement-breakpoint
CREATE INDEX "posts_desk_waiting_idx" ON "posts" USING btree ("status","created_at","id","category_id","deadline_end") WHERE status <> 'resolved' and hidden_at is null and removed_at is null;
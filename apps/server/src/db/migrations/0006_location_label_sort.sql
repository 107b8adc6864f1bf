DROP INDEX "location_stable_name_idx";--> statement-breakpoint
DROP INDEX "location_name_idx";--> statement-breakpoint
ALTER TABLE "location" ADD COLUMN "label_sort" text GENERATED ALWAYS AS (natural_sort_key(coalesce(prefix || '-', '') || name)) STORED;--> statement-breakpoint
CREATE INDEX "location_stable_label_idx" ON "location" USING btree ("stable","label_sort","id");--> statement-breakpoint
CREATE INDEX "location_label_idx" ON "location" USING btree ("label_sort","id");
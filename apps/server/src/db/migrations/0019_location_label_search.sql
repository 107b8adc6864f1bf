DROP INDEX "location_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "location_search" text;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "owner_sort" text;--> statement-breakpoint
CREATE INDEX "location_label_trgm_idx" ON "location" USING gin ((coalesce("stable" || ' ', '') || coalesce("prefix" || '-', '') || "name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "location_free_idx" ON "location" USING btree ("stable","label_sort","id") WHERE "location"."places" > "location"."occupants";--> statement-breakpoint
CREATE INDEX "horse_microchip_sort_idx" ON "horse" USING btree ("microchip","id");--> statement-breakpoint
CREATE INDEX "horse_surrogate_uid_sort_idx" ON "horse" USING btree ("surrogate_uid","id");--> statement-breakpoint
CREATE INDEX "horse_surrogate_uid_surrogates_idx" ON "horse" USING btree ("surrogate_uid","id") WHERE "horse"."surrogate";--> statement-breakpoint
CREATE INDEX "horse_owner_sort_idx" ON "horse" USING btree ("owner_sort","id");--> statement-breakpoint
CREATE INDEX "horse_location_search_idx" ON "horse" USING btree ("location_search" text_pattern_ops);
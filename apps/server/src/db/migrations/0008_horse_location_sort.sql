ALTER TABLE "horse" ADD COLUMN "location_sort" text;--> statement-breakpoint
CREATE INDEX "horse_location_sort_idx" ON "horse" USING btree ("location_sort","name","id");--> statement-breakpoint
CREATE INDEX "horse_surrogate_location_idx" ON "horse" USING btree ("location_sort","name","id") WHERE "horse"."surrogate" and not "horse"."death";
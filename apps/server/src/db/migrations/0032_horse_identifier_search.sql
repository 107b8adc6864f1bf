CREATE INDEX "horse_microchip_upper_idx" ON "horse" USING btree (upper("microchip") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "horse_ueln_upper_idx" ON "horse" USING btree (upper("ueln") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "horse_surrogate_uid_upper_idx" ON "horse" USING btree (upper("surrogate_uid") text_pattern_ops);
DROP INDEX "case_customer_sort_idx";--> statement-breakpoint
CREATE INDEX "case_status_created_desc_idx" ON "case" USING btree ("status","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "case_activity_created_desc_idx" ON "case" USING btree ("main_activity","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "case_customer_sort_idx" ON "case" USING btree ("customer_sort","created_at","id");
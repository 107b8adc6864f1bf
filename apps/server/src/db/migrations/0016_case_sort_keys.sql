ALTER TABLE "case" ADD COLUMN "customer_sort" text;--> statement-breakpoint
CREATE INDEX "case_updated_idx" ON "case" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "case_customer_sort_idx" ON "case" USING btree ("customer_sort","id");
ALTER TABLE "embryo_history" DROP CONSTRAINT "embryo_history_type_valid";--> statement-breakpoint
ALTER TABLE "embryo_history" ADD COLUMN "in_house" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "embryo" ADD COLUMN "lost_date" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "embryo_code_trgm_idx" ON "embryo" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "embryo_active_sort_idx" ON "embryo" USING btree ("active","id") WHERE "embryo"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "embryo_transfer_date_idx" ON "embryo" USING btree ("transfer_date","active","id") WHERE "embryo"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "embryo_export_date_idx" ON "embryo" USING btree ("export_date","active","id") WHERE "embryo"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "embryo_imported_idx" ON "embryo" USING btree ("imported_at","id") WHERE "embryo"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "embryo_invoiced_idx" ON "embryo" USING btree ("last_invoice_date","id") WHERE "embryo"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "embryo_created_idx" ON "embryo" USING btree ("created_at","id") WHERE "embryo"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "embryo_updated_idx" ON "embryo" USING btree ("updated_at","id") WHERE "embryo"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "embryo_carried_idx" ON "embryo" USING btree ("surrogate_id") WHERE "embryo"."surrogate_id" is not null and "embryo"."lost_date" is null;--> statement-breakpoint
CREATE INDEX "icsi_lot_traces_idx" ON "icsi_lot" USING btree ("traces","id") WHERE "icsi_lot"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "embryo_history" ADD CONSTRAINT "embryo_history_type_valid" CHECK ("embryo_history"."type" in ('import', 'transfer', 'export', 'relocate', 'deactivate', 'reactivate', 'lost'));--> statement-breakpoint
ALTER TABLE "embryo" ADD CONSTRAINT "embryo_lost_after_transfer" CHECK ("embryo"."lost_date" is null or "embryo"."transfer_date" is not null);
ALTER TABLE "stock_mod" DROP CONSTRAINT "stock_mod_amount_not_negative";--> statement-breakpoint
ALTER TABLE "stock_mod" ADD COLUMN "corrects_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_mod" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "stock_mod" ADD CONSTRAINT "stock_mod_corrects_id_stock_mod_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."stock_mod"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_mod_corrects_created_idx" ON "stock_mod" USING btree ("corrects_id","created_at","id");--> statement-breakpoint
ALTER TABLE "stock_mod" DROP COLUMN "updated_at";--> statement-breakpoint
ALTER TABLE "stock_mod" ADD CONSTRAINT "stock_mod_correction_fields" CHECK (("stock_mod"."corrects_id" is null and "stock_mod"."reason" is null) or ("stock_mod"."corrects_id" is not null and "stock_mod"."reason" is not null and btrim("stock_mod"."reason") <> '' and "stock_mod"."created_by" is not null and "stock_mod"."amount" <> 0));--> statement-breakpoint
ALTER TABLE "stock_mod" ADD CONSTRAINT "stock_mod_amount_not_negative" CHECK ("stock_mod"."corrects_id" is not null or "stock_mod"."amount" >= 0);
ALTER TABLE "stock_mod" DROP CONSTRAINT "stock_mod_case_id_case_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_mod" DROP CONSTRAINT "stock_mod_case_line_id_case_product_line_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_mod" ADD CONSTRAINT "stock_mod_case_id_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_mod" ADD CONSTRAINT "stock_mod_case_line_id_case_product_line_id_fk" FOREIGN KEY ("case_line_id") REFERENCES "public"."case_product_line"("id") ON DELETE set null ON UPDATE no action;
CREATE TABLE "product" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"tax" integer NOT NULL,
	"cnk" text NOT NULL,
	"dosage" numeric(12, 2) NOT NULL,
	"selling_price_per_unit" numeric(12, 2) NOT NULL,
	"outgoing_unit" text,
	"waiting_time" integer,
	"supplement_administration" numeric(12, 2),
	"search_text" text GENERATED ALWAYS AS (f_unaccent(lower(name || ' ' || cnk))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_tax_valid" CHECK ("product"."tax" in (6, 21)),
	CONSTRAINT "product_amounts_not_negative" CHECK ("product"."dosage" >= 0 and "product"."selling_price_per_unit" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "product_cnk_idx" ON "product" USING btree ("cnk");--> statement-breakpoint
CREATE INDEX "product_name_idx" ON "product" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "product_type_name_idx" ON "product" USING btree ("type","name","id");--> statement-breakpoint
CREATE INDEX "product_tax_idx" ON "product" USING btree ("tax","id");--> statement-breakpoint
CREATE INDEX "product_price_idx" ON "product" USING btree ("selling_price_per_unit","id");--> statement-breakpoint
CREATE INDEX "product_created_idx" ON "product" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "product_search_trgm_idx" ON "product" USING gin ("search_text" gin_trgm_ops);
CREATE TABLE "delivery_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"payload" text NOT NULL,
	"batch_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_batch" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"lot_number" text NOT NULL,
	"expiration_date" timestamp with time zone NOT NULL,
	"delivery_date" timestamp with time zone NOT NULL,
	"supplier" text NOT NULL,
	"buy_in_price" numeric(12, 2) NOT NULL,
	"selling_price" numeric(12, 2) NOT NULL,
	"selling_price_per_unit" numeric(12, 2) NOT NULL,
	"initial_amount" numeric(12, 2) NOT NULL,
	"remaining_amount" numeric(12, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_batch_remaining_not_negative" CHECK ("stock_batch"."remaining_amount" >= 0),
	CONSTRAINT "stock_batch_amounts_not_negative" CHECK ("stock_batch"."initial_amount" >= 0 and "stock_batch"."buy_in_price" >= 0 and "stock_batch"."selling_price" >= 0 and "stock_batch"."selling_price_per_unit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_mod" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"product_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"customer_id" uuid,
	"horse_id" uuid,
	"case_id" uuid,
	"amount" numeric(12, 2) NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_mod_type_valid" CHECK ("stock_mod"."type" in ('Aankoop', 'Beschadigd', 'Verkoop', 'Toediening', 'Controle')),
	CONSTRAINT "stock_mod_amount_not_negative" CHECK ("stock_mod"."amount" >= 0),
	CONSTRAINT "stock_mod_sale_has_customer" CHECK ("stock_mod"."type" <> 'Verkoop' or "stock_mod"."customer_id" is not null),
	CONSTRAINT "stock_mod_administration_has_horse" CHECK ("stock_mod"."type" <> 'Toediening' or "stock_mod"."horse_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "labo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"name_fr" text,
	"account_id" uuid NOT NULL,
	"tax" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"fixed_price" boolean DEFAULT false NOT NULL,
	"has_custom_description" boolean DEFAULT false NOT NULL,
	"invoice_description" text,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"simple_parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"report_type" text,
	"transaction_config" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text GENERATED ALWAYS AS (f_unaccent(lower(name || ' ' || coalesce(name_en, '') || ' ' || coalesce(name_fr, '')))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labo_tax_valid" CHECK ("labo"."tax" in (6, 21)),
	CONSTRAINT "labo_price_not_negative" CHECK ("labo"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "protocol" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"name_fr" text,
	"account_id" uuid NOT NULL,
	"tax" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"fixed_price" boolean DEFAULT false NOT NULL,
	"has_custom_description" boolean DEFAULT false NOT NULL,
	"invoice_description" text,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"simple_parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"report_type" text,
	"transaction_config" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text GENERATED ALWAYS AS (f_unaccent(lower(name || ' ' || coalesce(name_en, '') || ' ' || coalesce(name_fr, '')))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protocol_tax_valid" CHECK ("protocol"."tax" in (6, 21)),
	CONSTRAINT "protocol_price_not_negative" CHECK ("protocol"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_line" ADD CONSTRAINT "delivery_line_batch_id_stock_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batch"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batch" ADD CONSTRAINT "stock_batch_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_mod" ADD CONSTRAINT "stock_mod_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_mod" ADD CONSTRAINT "stock_mod_batch_id_stock_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batch"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_mod" ADD CONSTRAINT "stock_mod_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_mod" ADD CONSTRAINT "stock_mod_horse_id_horse_id_fk" FOREIGN KEY ("horse_id") REFERENCES "public"."horse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labo" ADD CONSTRAINT "labo_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol" ADD CONSTRAINT "protocol_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_line_source_external_idx" ON "delivery_line" USING btree ("source","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_line_batch_idx" ON "delivery_line" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "delivery_line_pending_idx" ON "delivery_line" USING btree ("source","created_at") WHERE "delivery_line"."batch_id" is null;--> statement-breakpoint
CREATE INDEX "stock_batch_product_expiry_idx" ON "stock_batch" USING btree ("product_id","expiration_date","id");--> statement-breakpoint
CREATE INDEX "stock_batch_fefo_idx" ON "stock_batch" USING btree ("product_id","expiration_date","created_at","id") WHERE "stock_batch"."active" and "stock_batch"."remaining_amount" > 0;--> statement-breakpoint
CREATE INDEX "stock_batch_to_expire_idx" ON "stock_batch" USING btree ("expiration_date","id") WHERE "stock_batch"."active" and "stock_batch"."remaining_amount" > 0;--> statement-breakpoint
CREATE INDEX "stock_mod_created_idx" ON "stock_mod" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stock_mod_type_created_idx" ON "stock_mod" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_mod_batch_created_idx" ON "stock_mod" USING btree ("batch_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_mod_product_created_idx" ON "stock_mod" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_mod_horse_created_idx" ON "stock_mod" USING btree ("horse_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_mod_customer_created_idx" ON "stock_mod" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_mod_case_idx" ON "stock_mod" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "labo_name_idx" ON "labo" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "labo_tax_name_idx" ON "labo" USING btree ("tax","name","id");--> statement-breakpoint
CREATE INDEX "labo_price_idx" ON "labo" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "labo_account_idx" ON "labo" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "labo_created_idx" ON "labo" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "labo_search_trgm_idx" ON "labo" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "protocol_name_idx" ON "protocol" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "protocol_tax_name_idx" ON "protocol" USING btree ("tax","name","id");--> statement-breakpoint
CREATE INDEX "protocol_price_idx" ON "protocol" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "protocol_account_idx" ON "protocol" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "protocol_created_idx" ON "protocol" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "protocol_search_trgm_idx" ON "protocol" USING gin ("search_text" gin_trgm_ops);
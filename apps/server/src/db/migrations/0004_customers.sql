CREATE TABLE "contact" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"telephone" text,
	"email" text,
	"role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"company" text,
	"tva" text,
	"vat_liability" text,
	"language" text NOT NULL,
	"email" text,
	"telephone_mobile" text,
	"telephone_fixed" text,
	"address_line" text NOT NULL,
	"zip" text,
	"city" text,
	"country" text NOT NULL,
	"teamleader_id" text,
	"search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(company, '')))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_type_valid" CHECK ("customer"."type" in ('particulier', 'bedrijf')),
	CONSTRAINT "customer_language_valid" CHECK ("customer"."language" in ('NL', 'FR', 'EN')),
	CONSTRAINT "customer_company_required" CHECK ("customer"."type" <> 'bedrijf' or "customer"."company" is not null)
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_result" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"search_item" uuid NOT NULL,
	"search_type" text NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(lower(name))) STORED;--> statement-breakpoint
ALTER TABLE "contact" ADD CONSTRAINT "contact_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_customer_idx" ON "contact" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_type_last_name_idx" ON "customer" USING btree ("type","last_name","id");--> statement-breakpoint
CREATE INDEX "customer_type_first_name_idx" ON "customer" USING btree ("type","first_name","id");--> statement-breakpoint
CREATE INDEX "customer_type_company_idx" ON "customer" USING btree ("type","company","id");--> statement-breakpoint
CREATE INDEX "customer_type_city_idx" ON "customer" USING btree ("type","city","id");--> statement-breakpoint
CREATE INDEX "customer_type_created_idx" ON "customer" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "customer_last_name_idx" ON "customer" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "customer_search_trgm_idx" ON "customer" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "account_number_idx" ON "account" USING btree ("number");--> statement-breakpoint
CREATE INDEX "search_result_type_item_idx" ON "search_result" USING btree ("search_type","search_item");--> statement-breakpoint
CREATE INDEX "search_result_type_created_idx" ON "search_result" USING btree ("search_type","created_at");--> statement-breakpoint
CREATE INDEX "search_result_created_idx" ON "search_result" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "horse" ADD CONSTRAINT "horse_owner_id_customer_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "horse_owner_idx" ON "horse" USING btree ("owner_id","name");--> statement-breakpoint
CREATE INDEX "horse_search_trgm_idx" ON "horse" USING gin ("search_text" gin_trgm_ops);
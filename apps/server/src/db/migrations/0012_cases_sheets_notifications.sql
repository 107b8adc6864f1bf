CREATE TABLE "case_boarding_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"billable" boolean DEFAULT true NOT NULL,
	"from" timestamp with time zone,
	"to" timestamp with time zone,
	"pension_type_id" uuid,
	"location_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_boarding_to_after_from" CHECK ("case_boarding_line"."to" is null or "case_boarding_line"."from" is null or "case_boarding_line"."to" >= "case_boarding_line"."from")
);
--> statement-breakpoint
CREATE TABLE "case_labo_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"sheet_id" uuid,
	"labo_id" uuid NOT NULL,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"simple_parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount" integer DEFAULT 1 NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"billable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_labo_amount_positive" CHECK ("case_labo_line"."amount" >= 1)
);
--> statement-breakpoint
CREATE TABLE "case_product_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"sheet_id" uuid,
	"protocol_line_id" uuid,
	"product_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"sell" boolean DEFAULT true NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"billable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_product_amount_positive" CHECK ("case_product_line"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "case_protocol_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"sheet_id" uuid,
	"protocol_id" uuid NOT NULL,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"simple_parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount" integer DEFAULT 1 NOT NULL,
	"invoice_description" text,
	"date" timestamp with time zone NOT NULL,
	"billable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_protocol_amount_positive" CHECK ("case_protocol_line"."amount" >= 1)
);
--> statement-breakpoint
CREATE TABLE "case_reference_counter" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"main_activity" text DEFAULT '-' NOT NULL,
	"customer_id" uuid,
	"horse_id" uuid NOT NULL,
	"extra_horse_id" uuid,
	"invoice_id" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_status_valid" CHECK ("case"."status" in ('Open', 'Factureerbaar', 'Gefactureerd', 'Niet factureerbaar', 'Gesloten')),
	CONSTRAINT "case_main_activity_valid" CHECK ("case"."main_activity" in ('-', 'Draagmoeder', 'Embryotransfer', 'ICSI-Embryotransfer', 'Kunstmatige inseminatie', 'Ovum pick up', 'Sperma-afname'))
);
--> statement-breakpoint
CREATE TABLE "research_sheet" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"customer_id" uuid,
	"horse_id" uuid NOT NULL,
	"doctor" text NOT NULL,
	"research_date" timestamp with time zone NOT NULL,
	"billable" boolean DEFAULT true NOT NULL,
	"information" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cysts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text DEFAULT 'Info' NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"text" text NOT NULL,
	"type" text DEFAULT 'Info' NOT NULL,
	"source" text,
	"source_line_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"expiration_date" timestamp with time zone NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_type_valid" CHECK ("notification"."type" in ('Info', 'Important', 'Release'))
);
--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "ovary_tags" jsonb DEFAULT '{"leftOvary":{"tags":[]},"rightOvary":{"tags":[]}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "cysts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_mod" ADD COLUMN "case_line_id" uuid;--> statement-breakpoint
ALTER TABLE "case_boarding_line" ADD CONSTRAINT "case_boarding_line_case_id_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_boarding_line" ADD CONSTRAINT "case_boarding_line_pension_type_id_pension_type_id_fk" FOREIGN KEY ("pension_type_id") REFERENCES "public"."pension_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_boarding_line" ADD CONSTRAINT "case_boarding_line_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_labo_line" ADD CONSTRAINT "case_labo_line_case_id_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_labo_line" ADD CONSTRAINT "case_labo_line_sheet_id_research_sheet_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."research_sheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_labo_line" ADD CONSTRAINT "case_labo_line_labo_id_labo_id_fk" FOREIGN KEY ("labo_id") REFERENCES "public"."labo"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_product_line" ADD CONSTRAINT "case_product_line_case_id_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_product_line" ADD CONSTRAINT "case_product_line_sheet_id_research_sheet_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."research_sheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_product_line" ADD CONSTRAINT "case_product_line_protocol_line_id_case_protocol_line_id_fk" FOREIGN KEY ("protocol_line_id") REFERENCES "public"."case_protocol_line"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_product_line" ADD CONSTRAINT "case_product_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_protocol_line" ADD CONSTRAINT "case_protocol_line_case_id_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_protocol_line" ADD CONSTRAINT "case_protocol_line_sheet_id_research_sheet_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."research_sheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_protocol_line" ADD CONSTRAINT "case_protocol_line_protocol_id_protocol_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocol"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case" ADD CONSTRAINT "case_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case" ADD CONSTRAINT "case_horse_id_horse_id_fk" FOREIGN KEY ("horse_id") REFERENCES "public"."horse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case" ADD CONSTRAINT "case_extra_horse_id_horse_id_fk" FOREIGN KEY ("extra_horse_id") REFERENCES "public"."horse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_sheet" ADD CONSTRAINT "research_sheet_case_id_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_sheet" ADD CONSTRAINT "research_sheet_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_sheet" ADD CONSTRAINT "research_sheet_horse_id_horse_id_fk" FOREIGN KEY ("horse_id") REFERENCES "public"."horse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_boarding_case_idx" ON "case_boarding_line" USING btree ("case_id","position");--> statement-breakpoint
CREATE INDEX "case_boarding_pension_idx" ON "case_boarding_line" USING btree ("pension_type_id");--> statement-breakpoint
CREATE INDEX "case_boarding_location_idx" ON "case_boarding_line" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "case_labo_case_idx" ON "case_labo_line" USING btree ("case_id","date");--> statement-breakpoint
CREATE INDEX "case_labo_sheet_idx" ON "case_labo_line" USING btree ("sheet_id");--> statement-breakpoint
CREATE INDEX "case_labo_labo_idx" ON "case_labo_line" USING btree ("labo_id");--> statement-breakpoint
CREATE INDEX "case_product_case_idx" ON "case_product_line" USING btree ("case_id","date");--> statement-breakpoint
CREATE INDEX "case_product_sheet_idx" ON "case_product_line" USING btree ("sheet_id");--> statement-breakpoint
CREATE INDEX "case_product_protocol_line_idx" ON "case_product_line" USING btree ("protocol_line_id");--> statement-breakpoint
CREATE INDEX "case_product_product_idx" ON "case_product_line" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "case_protocol_case_idx" ON "case_protocol_line" USING btree ("case_id","date");--> statement-breakpoint
CREATE INDEX "case_protocol_sheet_idx" ON "case_protocol_line" USING btree ("sheet_id");--> statement-breakpoint
CREATE INDEX "case_protocol_protocol_idx" ON "case_protocol_line" USING btree ("protocol_id");--> statement-breakpoint
CREATE UNIQUE INDEX "case_reference_idx" ON "case" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "case_status_created_idx" ON "case" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "case_created_idx" ON "case" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "case_activity_created_idx" ON "case" USING btree ("main_activity","created_at","id");--> statement-breakpoint
CREATE INDEX "case_horse_created_idx" ON "case" USING btree ("horse_id","created_at","id");--> statement-breakpoint
CREATE INDEX "case_customer_created_idx" ON "case" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "case_extra_horse_idx" ON "case" USING btree ("extra_horse_id");--> statement-breakpoint
CREATE INDEX "case_search_trgm_idx" ON "case" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "research_sheet_case_idx" ON "research_sheet" USING btree ("case_id","research_date","id");--> statement-breakpoint
CREATE INDEX "research_sheet_horse_idx" ON "research_sheet" USING btree ("horse_id","research_date","id");--> statement-breakpoint
CREATE INDEX "research_sheet_customer_idx" ON "research_sheet" USING btree ("customer_id","research_date","id");--> statement-breakpoint
CREATE INDEX "announcement_created_idx" ON "announcement" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notification_active_expiry_idx" ON "notification" USING btree ("expiration_date","id") WHERE "notification"."active";--> statement-breakpoint
CREATE INDEX "notification_source_active_expiry_idx" ON "notification" USING btree ("source","expiration_date","id") WHERE "notification"."active";--> statement-breakpoint
CREATE INDEX "notification_source_line_idx" ON "notification" USING btree ("source_line_id");--> statement-breakpoint
ALTER TABLE "stock_mod" ADD CONSTRAINT "stock_mod_case_id_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_mod" ADD CONSTRAINT "stock_mod_case_line_id_case_product_line_id_fk" FOREIGN KEY ("case_line_id") REFERENCES "public"."case_product_line"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_mod_case_line_idx" ON "stock_mod" USING btree ("case_line_id");--> statement-breakpoint
-- case.search_text = unaccented lower 'reference horse name': the case list searches one trigram-
-- indexed column. A BEFORE trigger sets it; renaming a horse updates its cases.
CREATE OR REPLACE FUNCTION case_search_text_set() RETURNS trigger AS $$
BEGIN
  NEW.search_text := f_unaccent(lower(NEW.reference || ' ' || coalesce((SELECT h.name FROM horse h WHERE h.id = NEW.horse_id), '')));
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER case_search_text
BEFORE INSERT OR UPDATE OF reference, horse_id ON "case"
FOR EACH ROW EXECUTE FUNCTION case_search_text_set();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION horse_name_to_cases() RETURNS trigger AS $$
BEGIN
  UPDATE "case" SET search_text = f_unaccent(lower(reference || ' ' || NEW.name)) WHERE horse_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER horse_name_to_cases
AFTER UPDATE OF name ON horse
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION horse_name_to_cases();

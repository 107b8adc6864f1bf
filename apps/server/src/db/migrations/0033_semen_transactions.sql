CREATE TABLE "semen_lot" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot_number" text NOT NULL,
	"stallion_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"type" text NOT NULL,
	"production_date" timestamp with time zone,
	"import_date" timestamp with time zone,
	"export_date" timestamp with time zone,
	"last_invoice_date" timestamp with time zone,
	"empty_date" timestamp with time zone,
	"export_type" text,
	"container_id" uuid NOT NULL,
	"tube" integer NOT NULL,
	"position" text NOT NULL,
	"initial_inventory" integer NOT NULL,
	"current_inventory" integer NOT NULL,
	"color" text,
	"concentration" numeric(12, 2),
	"motility" numeric(12, 2),
	"progress" numeric(12, 2),
	"velocity" numeric(12, 2),
	"pail" numeric(12, 2),
	"viability" numeric(12, 2),
	"split_from_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "semen_lot_inventory_not_negative" CHECK ("semen_lot"."current_inventory" >= 0),
	CONSTRAINT "semen_lot_initial_positive" CHECK ("semen_lot"."initial_inventory" > 0),
	CONSTRAINT "semen_lot_tube_positive" CHECK ("semen_lot"."tube" >= 1),
	CONSTRAINT "semen_lot_type_date" CHECK (("semen_lot"."type" = 'Productie' and "semen_lot"."production_date" is not null) or ("semen_lot"."type" = 'Import' and "semen_lot"."import_date" is not null)),
	CONSTRAINT "semen_lot_quality_range" CHECK (coalesce("semen_lot"."motility", 0) between 0 and 100 and coalesce("semen_lot"."progress", 0) between 0 and 100
          and coalesce("semen_lot"."concentration", 0) >= 0 and coalesce("semen_lot"."velocity", 0) >= 0
          and coalesce("semen_lot"."pail", 0) >= 0 and coalesce("semen_lot"."viability", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "semen_modification" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot_id" uuid NOT NULL,
	"type" text NOT NULL,
	"action" text NOT NULL,
	"amount" integer NOT NULL,
	"owner_id" uuid,
	"stallion_id" uuid NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"corrects_id" uuid,
	"split_lot_id" uuid,
	"case_id" uuid,
	"case_line_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "semen_modification_amount_positive" CHECK ("semen_modification"."amount" > 0),
	CONSTRAINT "semen_modification_correction" CHECK (("semen_modification"."type" = 'Correction') = ("semen_modification"."corrects_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "transaction" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"horse_id" uuid NOT NULL,
	"type" text NOT NULL,
	"action" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL,
	"customer_id" uuid,
	"destination_horse_id" uuid,
	"gustation" integer,
	"source" text NOT NULL,
	"semen_modification_id" uuid,
	"case_id" uuid,
	"case_protocol_line_id" uuid,
	"case_labo_line_id" uuid,
	"reverses_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_type_valid" CHECK ("transaction"."type" in ('Fresh semen dose', 'Frozen semen straw', 'ICSI embryo', 'Ovum', 'Rinsed embryo')),
	CONSTRAINT "transaction_action_valid" CHECK ("transaction"."action" in ('Export', 'Freeze', 'Gain', 'Import', 'Implanted', 'Pregnant for at least 42 days', 'Received', 'Sent', 'Use')),
	CONSTRAINT "transaction_amount_sign" CHECK (("transaction"."reverses_id" is null and "transaction"."amount" > 0) or ("transaction"."reverses_id" is not null and "transaction"."amount" < 0))
);
--> statement-breakpoint
ALTER TABLE "semen_lot" ADD CONSTRAINT "semen_lot_stallion_id_horse_id_fk" FOREIGN KEY ("stallion_id") REFERENCES "public"."horse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_lot" ADD CONSTRAINT "semen_lot_owner_id_customer_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_lot" ADD CONSTRAINT "semen_lot_container_id_nitrogen_container_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."nitrogen_container"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_lot" ADD CONSTRAINT "semen_lot_split_from_id_semen_lot_id_fk" FOREIGN KEY ("split_from_id") REFERENCES "public"."semen_lot"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_modification" ADD CONSTRAINT "semen_modification_lot_id_semen_lot_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."semen_lot"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_modification" ADD CONSTRAINT "semen_modification_owner_id_customer_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_modification" ADD CONSTRAINT "semen_modification_stallion_id_horse_id_fk" FOREIGN KEY ("stallion_id") REFERENCES "public"."horse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_modification" ADD CONSTRAINT "semen_modification_corrects_id_semen_modification_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."semen_modification"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_modification" ADD CONSTRAINT "semen_modification_split_lot_id_semen_lot_id_fk" FOREIGN KEY ("split_lot_id") REFERENCES "public"."semen_lot"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_modification" ADD CONSTRAINT "semen_modification_case_id_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_modification" ADD CONSTRAINT "semen_modification_case_line_id_case_protocol_line_id_fk" FOREIGN KEY ("case_line_id") REFERENCES "public"."case_protocol_line"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction" ADD CONSTRAINT "transaction_horse_id_horse_id_fk" FOREIGN KEY ("horse_id") REFERENCES "public"."horse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction" ADD CONSTRAINT "transaction_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction" ADD CONSTRAINT "transaction_destination_horse_id_horse_id_fk" FOREIGN KEY ("destination_horse_id") REFERENCES "public"."horse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction" ADD CONSTRAINT "transaction_semen_modification_id_semen_modification_id_fk" FOREIGN KEY ("semen_modification_id") REFERENCES "public"."semen_modification"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction" ADD CONSTRAINT "transaction_case_id_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction" ADD CONSTRAINT "transaction_case_protocol_line_id_case_protocol_line_id_fk" FOREIGN KEY ("case_protocol_line_id") REFERENCES "public"."case_protocol_line"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction" ADD CONSTRAINT "transaction_case_labo_line_id_case_labo_line_id_fk" FOREIGN KEY ("case_labo_line_id") REFERENCES "public"."case_labo_line"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction" ADD CONSTRAINT "transaction_reverses_id_transaction_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."transaction"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "semen_lot_stallion_idx" ON "semen_lot" USING btree ("stallion_id","created_at","id");--> statement-breakpoint
CREATE INDEX "semen_lot_stallion_production_idx" ON "semen_lot" USING btree ("stallion_id","production_date","id");--> statement-breakpoint
CREATE INDEX "semen_lot_owner_idx" ON "semen_lot" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "semen_lot_owner_production_idx" ON "semen_lot" USING btree ("owner_id","production_date","id");--> statement-breakpoint
CREATE INDEX "semen_lot_place_idx" ON "semen_lot" USING btree ("container_id","tube","position");--> statement-breakpoint
CREATE INDEX "semen_lot_split_idx" ON "semen_lot" USING btree ("split_from_id");--> statement-breakpoint
CREATE INDEX "semen_lot_number_trgm_idx" ON "semen_lot" USING gin (lower("lot_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "semen_modification_lot_idx" ON "semen_modification" USING btree ("lot_id","date","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "semen_modification_corrects_idx" ON "semen_modification" USING btree ("corrects_id");--> statement-breakpoint
CREATE INDEX "semen_modification_owner_idx" ON "semen_modification" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "semen_modification_stallion_idx" ON "semen_modification" USING btree ("stallion_id");--> statement-breakpoint
CREATE INDEX "semen_modification_case_line_idx" ON "semen_modification" USING btree ("case_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_reverses_idx" ON "transaction" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "transaction_horse_date_idx" ON "transaction" USING btree ("horse_id","date","id");--> statement-breakpoint
CREATE INDEX "transaction_destination_date_idx" ON "transaction" USING btree ("destination_horse_id","date","id");--> statement-breakpoint
CREATE INDEX "transaction_date_idx" ON "transaction" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "transaction_semen_mod_idx" ON "transaction" USING btree ("semen_modification_id");--> statement-breakpoint
CREATE INDEX "transaction_case_protocol_line_idx" ON "transaction" USING btree ("case_protocol_line_id");--> statement-breakpoint
CREATE INDEX "transaction_case_labo_line_idx" ON "transaction" USING btree ("case_labo_line_id");--> statement-breakpoint
CREATE INDEX "transaction_case_idx" ON "transaction" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "transaction_customer_idx" ON "transaction" USING btree ("customer_id");--> statement-breakpoint
-- Semen modifications and the ledger are records the law makes us keep (Reg. (EU) 2016/429
-- art. 103: collection, storage and destination of germinal products, at least 3 years): never
-- changed or removed in the database itself (DESIGN §4). A Correction, a reversal: new rows.
-- The one change allowed is a removed case line or a deleted case clearing its link (SET NULL);
-- on the ledger also the gustation (the reports issue edits it).
CREATE OR REPLACE FUNCTION semen_record_refuse_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  mutable text[] := CASE TG_TABLE_NAME
    WHEN 'transaction' THEN ARRAY['case_id', 'case_protocol_line_id', 'case_labo_line_id', 'gustation']
    ELSE ARRAY['case_id', 'case_line_id'] END;
  links text[] := CASE TG_TABLE_NAME
    WHEN 'transaction' THEN ARRAY['case_id', 'case_protocol_line_id', 'case_labo_line_id']
    ELSE ARRAY['case_id', 'case_line_id'] END;
  col text;
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - mutable) = (to_jsonb(OLD) - mutable) THEN
    FOREACH col IN ARRAY links LOOP
      IF to_jsonb(NEW)->>col IS NOT NULL AND to_jsonb(NEW)->>col IS DISTINCT FROM to_jsonb(OLD)->>col THEN
        RAISE EXCEPTION '%: a link may only be cleared', TG_TABLE_NAME
          USING ERRCODE = 'insufficient_privilege', HINT = TG_TABLE_NAME || '_append_only';
      END IF;
    END LOOP;
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = TG_TABLE_NAME || '_append_only';
END $$;
--> statement-breakpoint
CREATE TRIGGER semen_modification_append_only BEFORE UPDATE OR DELETE ON semen_modification
  FOR EACH ROW EXECUTE FUNCTION semen_record_refuse_change();
--> statement-breakpoint
CREATE TRIGGER semen_modification_no_truncate BEFORE TRUNCATE ON semen_modification
  FOR EACH STATEMENT EXECUTE FUNCTION semen_record_refuse_change();
--> statement-breakpoint
CREATE TRIGGER transaction_append_only BEFORE UPDATE OR DELETE ON "transaction"
  FOR EACH ROW EXECUTE FUNCTION semen_record_refuse_change();
--> statement-breakpoint
CREATE TRIGGER transaction_no_truncate BEFORE TRUNCATE ON "transaction"
  FOR EACH STATEMENT EXECUTE FUNCTION semen_record_refuse_change();
--> statement-breakpoint
-- A reversal undoes exactly its original: same horse, type, action, opposite amount, and never
-- a reversal itself.
CREATE OR REPLACE FUNCTION transaction_check_reversal() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  original "transaction"%ROWTYPE;
BEGIN
  IF NEW.reverses_id IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT * INTO original FROM "transaction" WHERE id = NEW.reverses_id;
  IF NOT FOUND THEN
    RETURN NEW; -- the foreign key refuses it
  END IF;
  IF original.reverses_id IS NOT NULL OR NEW.horse_id <> original.horse_id
     OR NEW.type <> original.type OR NEW.action <> original.action
     OR NEW.amount <> -original.amount THEN
    RAISE EXCEPTION 'transaction % is not a reversal of %', NEW.id, original.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'transaction_reversal_of_original';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER transaction_reversal_check BEFORE INSERT ON "transaction"
  FOR EACH ROW EXECUTE FUNCTION transaction_check_reversal();

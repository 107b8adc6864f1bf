CREATE TABLE "embryo_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"embryo_id" uuid NOT NULL,
	"type" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"surrogate_id" uuid,
	"customer_id" uuid,
	"container_id" uuid,
	"tube" integer,
	"position" text,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embryo_history_type_valid" CHECK ("embryo_history"."type" in ('import', 'transfer', 'export', 'relocate', 'deactivate', 'reactivate'))
);
--> statement-breakpoint
CREATE TABLE "embryo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"code" text NOT NULL,
	"code_sort" text GENERATED ALWAYS AS (natural_sort_key(substr(code, strpos(code, '-') + 1))) STORED,
	"donor_mare_id" uuid NOT NULL,
	"donor_stallion_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"damaged" boolean DEFAULT false NOT NULL,
	"traces" boolean DEFAULT false NOT NULL,
	"color" text,
	"container_id" uuid NOT NULL,
	"tube" integer NOT NULL,
	"position" text NOT NULL,
	"surrogate_id" uuid,
	"transfer_date" timestamp with time zone,
	"export_date" timestamp with time zone,
	"imported_at" timestamp with time zone NOT NULL,
	"last_invoice_date" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embryo_seq_positive" CHECK ("embryo"."seq" >= 1),
	CONSTRAINT "embryo_tube_positive" CHECK ("embryo"."tube" >= 1)
);
--> statement-breakpoint
CREATE TABLE "icsi_lot" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"code_sort" text GENERATED ALWAYS AS (natural_sort_key(code)) STORED,
	"amount" integer NOT NULL,
	"owner_id" uuid NOT NULL,
	"donor_mare_id" uuid NOT NULL,
	"donor_stallion_id" uuid NOT NULL,
	"collection_date" timestamp with time zone,
	"traces" boolean DEFAULT false NOT NULL,
	"collection_color" text,
	"container_id" uuid NOT NULL,
	"tube" integer NOT NULL,
	"position" text NOT NULL,
	"active_embryos" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "icsi_lot_amount_positive" CHECK ("icsi_lot"."amount" > 0),
	CONSTRAINT "icsi_lot_tube_positive" CHECK ("icsi_lot"."tube" >= 1),
	CONSTRAINT "icsi_lot_active_embryos_range" CHECK ("icsi_lot"."active_embryos" >= 0 and "icsi_lot"."active_embryos" <= "icsi_lot"."amount")
);
--> statement-breakpoint
ALTER TABLE "transaction" ADD COLUMN "icsi_lot_id" uuid;--> statement-breakpoint
ALTER TABLE "transaction" ADD COLUMN "embryo_id" uuid;--> statement-breakpoint
ALTER TABLE "embryo_history" ADD CONSTRAINT "embryo_history_embryo_id_embryo_id_fk" FOREIGN KEY ("embryo_id") REFERENCES "public"."embryo"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embryo_history" ADD CONSTRAINT "embryo_history_surrogate_id_horse_id_fk" FOREIGN KEY ("surrogate_id") REFERENCES "public"."horse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embryo_history" ADD CONSTRAINT "embryo_history_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embryo_history" ADD CONSTRAINT "embryo_history_container_id_nitrogen_container_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."nitrogen_container"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embryo" ADD CONSTRAINT "embryo_lot_id_icsi_lot_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."icsi_lot"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embryo" ADD CONSTRAINT "embryo_donor_mare_id_horse_id_fk" FOREIGN KEY ("donor_mare_id") REFERENCES "public"."horse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embryo" ADD CONSTRAINT "embryo_donor_stallion_id_horse_id_fk" FOREIGN KEY ("donor_stallion_id") REFERENCES "public"."horse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embryo" ADD CONSTRAINT "embryo_owner_id_customer_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embryo" ADD CONSTRAINT "embryo_container_id_nitrogen_container_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."nitrogen_container"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embryo" ADD CONSTRAINT "embryo_surrogate_id_horse_id_fk" FOREIGN KEY ("surrogate_id") REFERENCES "public"."horse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icsi_lot" ADD CONSTRAINT "icsi_lot_owner_id_customer_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icsi_lot" ADD CONSTRAINT "icsi_lot_donor_mare_id_horse_id_fk" FOREIGN KEY ("donor_mare_id") REFERENCES "public"."horse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icsi_lot" ADD CONSTRAINT "icsi_lot_donor_stallion_id_horse_id_fk" FOREIGN KEY ("donor_stallion_id") REFERENCES "public"."horse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icsi_lot" ADD CONSTRAINT "icsi_lot_container_id_nitrogen_container_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."nitrogen_container"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embryo_history_embryo_idx" ON "embryo_history" USING btree ("embryo_id","date","created_at","id");--> statement-breakpoint
CREATE INDEX "embryo_history_type_date_idx" ON "embryo_history" USING btree ("type","date","id");--> statement-breakpoint
CREATE INDEX "embryo_history_surrogate_idx" ON "embryo_history" USING btree ("surrogate_id");--> statement-breakpoint
CREATE INDEX "embryo_history_customer_idx" ON "embryo_history" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "embryo_history_container_idx" ON "embryo_history" USING btree ("container_id");--> statement-breakpoint
CREATE UNIQUE INDEX "embryo_code_idx" ON "embryo" USING btree (lower("code")) WHERE "embryo"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "embryo_lot_seq_idx" ON "embryo" USING btree ("lot_id","seq");--> statement-breakpoint
CREATE INDEX "embryo_code_sort_idx" ON "embryo" USING btree ("code_sort","seq","id");--> statement-breakpoint
CREATE INDEX "embryo_donor_mare_idx" ON "embryo" USING btree ("donor_mare_id","code_sort","seq","id");--> statement-breakpoint
CREATE INDEX "embryo_donor_stallion_idx" ON "embryo" USING btree ("donor_stallion_id","code_sort","seq","id");--> statement-breakpoint
CREATE INDEX "embryo_owner_idx" ON "embryo" USING btree ("owner_id","code_sort","seq","id");--> statement-breakpoint
CREATE INDEX "embryo_surrogate_idx" ON "embryo" USING btree ("surrogate_id");--> statement-breakpoint
CREATE INDEX "embryo_container_idx" ON "embryo" USING btree ("container_id");--> statement-breakpoint
CREATE INDEX "embryo_place_idx" ON "embryo" USING btree ("container_id","tube","position","lot_id") WHERE "embryo"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "icsi_lot_code_idx" ON "icsi_lot" USING btree (lower("code")) WHERE "icsi_lot"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "icsi_lot_code_sort_idx" ON "icsi_lot" USING btree ("code_sort","id") WHERE "icsi_lot"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "icsi_lot_created_idx" ON "icsi_lot" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "icsi_lot"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "icsi_lot_updated_idx" ON "icsi_lot" USING btree ("updated_at","id") WHERE "icsi_lot"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "icsi_lot_collection_idx" ON "icsi_lot" USING btree ("collection_date","id") WHERE "icsi_lot"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "icsi_lot_active_idx" ON "icsi_lot" USING btree ("active_embryos","id") WHERE "icsi_lot"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "icsi_lot_donor_mare_idx" ON "icsi_lot" USING btree ("donor_mare_id","created_at","id");--> statement-breakpoint
CREATE INDEX "icsi_lot_donor_stallion_idx" ON "icsi_lot" USING btree ("donor_stallion_id","created_at","id");--> statement-breakpoint
CREATE INDEX "icsi_lot_owner_idx" ON "icsi_lot" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "icsi_lot_container_idx" ON "icsi_lot" USING btree ("container_id","tube");--> statement-breakpoint
ALTER TABLE "transaction" ADD CONSTRAINT "transaction_icsi_lot_id_icsi_lot_id_fk" FOREIGN KEY ("icsi_lot_id") REFERENCES "public"."icsi_lot"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction" ADD CONSTRAINT "transaction_embryo_id_embryo_id_fk" FOREIGN KEY ("embryo_id") REFERENCES "public"."embryo"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_icsi_lot_idx" ON "transaction" USING btree ("icsi_lot_id");--> statement-breakpoint
CREATE INDEX "transaction_embryo_idx" ON "transaction" USING btree ("embryo_id");--> statement-breakpoint
-- An embryo's history is a record the law makes us keep (Reg. (EU) 2016/429 art. 103:
-- collection, storage and destination of germinal products, at least 3 years): never changed
-- or removed in the database itself (DESIGN §4). Every movement is a new row.
CREATE OR REPLACE FUNCTION embryo_history_refuse_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'embryo_history is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'embryo_history_append_only';
END $$;
--> statement-breakpoint
CREATE TRIGGER embryo_history_append_only BEFORE UPDATE OR DELETE ON embryo_history
  FOR EACH ROW EXECUTE FUNCTION embryo_history_refuse_change();
--> statement-breakpoint
CREATE TRIGGER embryo_history_no_truncate BEFORE TRUNCATE ON embryo_history
  FOR EACH STATEMENT EXECUTE FUNCTION embryo_history_refuse_change();
--> statement-breakpoint
-- A lot's active embryos, kept on every write of embryos: one update per lot and statement
-- (the list's count, sort and 'Enkel loten met actieve embryo's' read it from an index).
CREATE OR REPLACE FUNCTION icsi_lot_count_active() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE icsi_lot l SET active_embryos = l.active_embryos + d.n
      FROM (SELECT lot_id, count(*) FILTER (WHERE active) AS n FROM new_embryos GROUP BY lot_id) d
     WHERE l.id = d.lot_id AND d.n <> 0;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE icsi_lot l SET active_embryos = l.active_embryos + d.n
      FROM (SELECT x.lot_id, sum(x.n) AS n
              FROM (SELECT lot_id, active::int AS n FROM new_embryos
                    UNION ALL SELECT lot_id, -active::int FROM old_embryos) x
             GROUP BY x.lot_id) d
     WHERE l.id = d.lot_id AND d.n <> 0;
  ELSE
    UPDATE icsi_lot l SET active_embryos = l.active_embryos - d.n
      FROM (SELECT lot_id, count(*) FILTER (WHERE active) AS n FROM old_embryos GROUP BY lot_id) d
     WHERE l.id = d.lot_id AND d.n <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER embryo_count_inserted AFTER INSERT ON embryo
  REFERENCING NEW TABLE AS new_embryos FOR EACH STATEMENT EXECUTE FUNCTION icsi_lot_count_active();
--> statement-breakpoint
CREATE TRIGGER embryo_count_updated AFTER UPDATE ON embryo
  REFERENCING OLD TABLE AS old_embryos NEW TABLE AS new_embryos
  FOR EACH STATEMENT EXECUTE FUNCTION icsi_lot_count_active();
--> statement-breakpoint
CREATE TRIGGER embryo_count_deleted AFTER DELETE ON embryo
  REFERENCING OLD TABLE AS old_embryos FOR EACH STATEMENT EXECUTE FUNCTION icsi_lot_count_active();
--> statement-breakpoint
-- What holds a place in a tube position (the tube room of semen/space.ts, ITEMS_PER_TUBE_POSITION):
-- a semen lot with straws left, and an ICSI lot with active embryos there — one place per lot
-- and position, its embryos sit in one goblet.
CREATE VIEW tube_position_holder AS
  SELECT l.id AS holder_id, 'semen_lot'::text AS kind, l.container_id, l.tube, l.position
    FROM semen_lot l
   WHERE l.current_inventory > 0 AND l.deleted_at IS NULL
  UNION ALL
  SELECT DISTINCT e.lot_id, 'icsi_lot'::text, e.container_id, e.tube, e.position
    FROM embryo e
   WHERE e.active;

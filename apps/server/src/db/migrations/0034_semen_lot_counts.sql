ALTER TABLE "semen_lot" ADD COLUMN "mod_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "semen_lot" ADD COLUMN "mods_in_force" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "semen_lot_created_idx" ON "semen_lot" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "semen_lot_stallion_sums_idx" ON "semen_lot" USING btree ("stallion_id","initial_inventory","current_inventory","mods_in_force","export_type","container_id","tube") WHERE "semen_lot"."deleted_at" is null;--> statement-breakpoint
-- A lot's modification counts, kept on every insert of modifications (they are append-only, so
-- inserts are all there is): one update per lot and statement, of a lot its writer has locked.
CREATE OR REPLACE FUNCTION semen_lot_count_mods() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE semen_lot l
     SET mod_count = l.mod_count + d.n, mods_in_force = l.mods_in_force + d.in_force
    FROM (SELECT m.lot_id, count(*) AS n,
                 sum(CASE WHEN m.type NOT IN ('Create', 'Correction') THEN 1
                          WHEN m.type = 'Correction' AND c.type NOT IN ('Create', 'Correction') THEN -1
                          ELSE 0 END) AS in_force
            FROM new_mods m LEFT JOIN semen_modification c ON c.id = m.corrects_id
           GROUP BY m.lot_id) d
   WHERE l.id = d.lot_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER semen_modification_counts AFTER INSERT ON semen_modification
  REFERENCING NEW TABLE AS new_mods FOR EACH STATEMENT EXECUTE FUNCTION semen_lot_count_mods();
--> statement-breakpoint
UPDATE semen_lot l
   SET mod_count = d.n, mods_in_force = d.in_force
  FROM (SELECT m.lot_id, count(*) AS n,
               count(*) FILTER (WHERE m.type NOT IN ('Create', 'Correction')
                 AND NOT EXISTS (SELECT 1 FROM semen_modification c WHERE c.corrects_id = m.id)) AS in_force
          FROM semen_modification m GROUP BY m.lot_id) d
 WHERE l.id = d.lot_id;

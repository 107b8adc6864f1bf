-- Stock modifications are medicine administration records (Reg. (EU) 2019/6 art. 108: kept at
-- least 5 years) and the register of every stock movement: from here on a mod is never changed or
-- removed in the database itself (DESIGN §4). A correction is a new row that refers to its
-- original (corrects_id, migration 0028); stock follows the sum (modules/stock/corrections.ts).
--
-- First the mods that earlier versions lowered or raised in place: each gets back the amount it
-- was written with (the first `before` in its audit), and each audited change becomes a
-- correction of the difference, by whom and when the audit says. A mod whose audit does not add
-- up to its current amount is left as it is.
WITH changes AS (
  SELECT a.id AS audit_id, a.entity_id AS mod_id, a.at, coalesce(a.actor_name, a.actor) AS who,
         (a.before->>'amount')::numeric AS before, (a.after->>'amount')::numeric AS after
    FROM audit a
   WHERE a.entity = 'stock_mod' AND a.action = 'update'
     AND jsonb_typeof(a.before->'amount') = 'number'
     AND jsonb_typeof(a.after->'amount') = 'number'
), chains AS (
  SELECT c.mod_id, (array_agg(c.before ORDER BY c.audit_id))[1] AS original,
         sum(c.after - c.before) AS corrected
    FROM changes c
   GROUP BY c.mod_id
), convertible AS (
  SELECT ch.mod_id, ch.original
    FROM chains ch JOIN stock_mod m ON m.id = ch.mod_id
   WHERE m.type <> 'Aankoop' AND ch.original >= 0 AND ch.original + ch.corrected = m.amount
), corrections AS (
  INSERT INTO stock_mod (type, product_id, batch_id, customer_id, horse_id, case_id, case_line_id,
                         amount, corrects_id, reason, created_by, created_at)
  SELECT m.type, m.product_id, m.batch_id, m.customer_id, m.horse_id, m.case_id, m.case_line_id,
         c.after - c.before, m.id,
         'Aantal aangepast vóór correcties apart bewaard werden (uit de audit)', c.who, c.at
    FROM changes c
    JOIN convertible cv ON cv.mod_id = c.mod_id
    JOIN stock_mod m ON m.id = c.mod_id
   WHERE c.after <> c.before
  RETURNING 1
)
UPDATE stock_mod m
   SET amount = cv.original
  FROM convertible cv
 WHERE m.id = cv.mod_id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stock_mod_refuse_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  -- The one change allowed: a removed case line or a deleted case clears its link (their keys are
  -- ON DELETE SET NULL); every fact of the record stays as it was written.
  IF TG_OP = 'UPDATE' THEN
    IF (NEW.case_id IS NULL OR NEW.case_id IS NOT DISTINCT FROM OLD.case_id)
       AND (NEW.case_line_id IS NULL OR NEW.case_line_id IS NOT DISTINCT FROM OLD.case_line_id)
       AND to_jsonb(NEW) - 'case_id' - 'case_line_id' = to_jsonb(OLD) - 'case_id' - 'case_line_id'
    THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'stock_mod is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'stock_mod_append_only';
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_mod_append_only BEFORE UPDATE OR DELETE ON stock_mod
  FOR EACH ROW EXECUTE FUNCTION stock_mod_refuse_change();
--> statement-breakpoint
CREATE TRIGGER stock_mod_no_truncate BEFORE TRUNCATE ON stock_mod
  FOR EACH STATEMENT EXECUTE FUNCTION stock_mod_refuse_change();
--> statement-breakpoint
-- A correction corrects an original (never another correction, never the Aankoop that is the
-- batch's delivery), repeats its type, product, batch, horse and customer, and never brings the
-- original's effective amount (own + every correction) below 0. The original's row lock queues
-- the corrections of one mod, so the sum sees every committed one (the code checks the same
-- under the same lock first, with a Dutch message; this is the last guard).
CREATE OR REPLACE FUNCTION stock_mod_check_correction() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  original stock_mod%ROWTYPE;
  effective numeric;
BEGIN
  IF NEW.corrects_id IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT * INTO original FROM stock_mod WHERE id = NEW.corrects_id FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN NEW; -- the foreign key refuses it
  END IF;
  IF original.corrects_id IS NOT NULL OR original.type = 'Aankoop'
     OR NEW.type <> original.type OR NEW.product_id <> original.product_id
     OR NEW.batch_id <> original.batch_id
     OR NEW.horse_id IS DISTINCT FROM original.horse_id
     OR NEW.customer_id IS DISTINCT FROM original.customer_id THEN
    RAISE EXCEPTION 'stock mod % is not a correction of original %', NEW.id, original.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'stock_mod_correction_of_original';
  END IF;
  SELECT original.amount + coalesce(sum(c.amount), 0) + NEW.amount INTO effective
    FROM stock_mod c
   WHERE c.corrects_id = original.id;
  IF effective < 0 THEN
    RAISE EXCEPTION 'stock mod % would be corrected to %', original.id, effective
      USING ERRCODE = 'check_violation', CONSTRAINT = 'stock_mod_effective_not_negative';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_mod_correction_check BEFORE INSERT ON stock_mod
  FOR EACH ROW EXECUTE FUNCTION stock_mod_check_correction();

-- case.customer_sort = the customer's sort name (company for a company, else last name), so the
-- case list's 'Klant' sort reads one indexed column (case_customer_sort_idx, migration 0016)
-- instead of sorting a join. A BEFORE trigger sets it when a case gets or changes its customer;
-- renaming a customer (or changing its type) updates that customer's cases.
CREATE OR REPLACE FUNCTION case_customer_sort_set() RETURNS trigger AS $$
BEGIN
  NEW.customer_sort := (
    SELECT CASE WHEN cu.type = 'bedrijf' THEN cu.company ELSE cu.last_name END
      FROM customer cu WHERE cu.id = NEW.customer_id);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER case_customer_sort
BEFORE INSERT OR UPDATE OF customer_id ON "case"
FOR EACH ROW EXECUTE FUNCTION case_customer_sort_set();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_sort_to_cases() RETURNS trigger AS $$
BEGIN
  UPDATE "case"
     SET customer_sort = CASE WHEN NEW.type = 'bedrijf' THEN NEW.company ELSE NEW.last_name END
   WHERE customer_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER customer_sort_to_cases
AFTER UPDATE OF type, company, last_name ON customer
FOR EACH ROW
WHEN ((CASE WHEN OLD.type = 'bedrijf' THEN OLD.company ELSE OLD.last_name END)
      IS DISTINCT FROM (CASE WHEN NEW.type = 'bedrijf' THEN NEW.company ELSE NEW.last_name END))
EXECUTE FUNCTION customer_sort_to_cases();
--> statement-breakpoint
UPDATE "case" c
   SET customer_sort = CASE WHEN cu.type = 'bedrijf' THEN cu.company ELSE cu.last_name END
  FROM customer cu WHERE cu.id = c.customer_id;

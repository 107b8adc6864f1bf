-- Keys of the horse list kept on the horse row, so each sort and the location prefix filter read
-- one indexed column (migration 0019) instead of sorting or filtering a join:
--   horse.owner_sort      = the owner's sort name (company for a company, else last name);
--   horse.location_search = lower('prefix-name') of the current location (next to location_sort).
-- BEFORE triggers set them when the horse changes owner or location; renaming a customer (or
-- changing its type) or a location updates that customer's or location's horses.
CREATE OR REPLACE FUNCTION horse_owner_sort_set() RETURNS trigger AS $$
BEGIN
  NEW.owner_sort := (
    SELECT CASE WHEN cu.type = 'bedrijf' THEN cu.company ELSE cu.last_name END
      FROM customer cu WHERE cu.id = NEW.owner_id);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER horse_owner_sort
BEFORE INSERT OR UPDATE OF owner_id ON horse
FOR EACH ROW EXECUTE FUNCTION horse_owner_sort_set();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_sort_to_horses() RETURNS trigger AS $$
BEGIN
  UPDATE horse
     SET owner_sort = CASE WHEN NEW.type = 'bedrijf' THEN NEW.company ELSE NEW.last_name END
   WHERE owner_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER customer_sort_to_horses
AFTER UPDATE OF type, company, last_name ON customer
FOR EACH ROW
WHEN ((CASE WHEN OLD.type = 'bedrijf' THEN OLD.company ELSE OLD.last_name END)
      IS DISTINCT FROM (CASE WHEN NEW.type = 'bedrijf' THEN NEW.company ELSE NEW.last_name END))
EXECUTE FUNCTION customer_sort_to_horses();
--> statement-breakpoint
-- The location triggers of migration 0009 now keep location_search as well.
CREATE OR REPLACE FUNCTION horse_location_sort_set() RETURNS trigger AS $$
BEGIN
  SELECT coalesce(l.stable, '') || ' ' || l.label_sort,
         lower(coalesce(l.prefix || '-', '') || l.name)
    INTO NEW.location_sort, NEW.location_search
    FROM location l WHERE l.id = NEW.location_id; -- no location: both become null
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION location_label_changed() RETURNS trigger AS $$
BEGIN
  UPDATE horse
     SET location_sort = coalesce(NEW.stable, '') || ' ' || NEW.label_sort,
         location_search = lower(coalesce(NEW.prefix || '-', '') || NEW.name)
   WHERE location_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
UPDATE horse h
   SET owner_sort = CASE WHEN cu.type = 'bedrijf' THEN cu.company ELSE cu.last_name END
  FROM customer cu WHERE cu.id = h.owner_id;
--> statement-breakpoint
UPDATE horse h
   SET location_search = lower(coalesce(l.prefix || '-', '') || l.name)
  FROM location l WHERE l.id = h.location_id;

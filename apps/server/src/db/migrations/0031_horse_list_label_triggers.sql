-- The horse list reads one row per horse (issue 16): the labels it shows of what a horse refers to
-- are kept on the horse row beside its sort keys (migrations 0009, 0020), by the same kind of
-- triggers:
--   owner_name, stallion_owner_name  the customer's display name (domain customerDisplayName);
--   location_stable, location_label  the current location's stable and 'prefix-name' (locationLabel);
--   donor_mare_name                  the donor mare's name;
--   passport_filename                the passport file's name.
-- BEFORE triggers set them when the horse's reference changes (a foreign key's SET NULL included);
-- AFTER triggers on customer, location, horse (renamed donor) and file carry a rename to the horses.

-- What JavaScript's String.prototype.trim removes (white space and line terminators), so that the
-- names below are exactly what the domain functions make of the same columns.
CREATE OR REPLACE FUNCTION js_trim(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT btrim($1, E' \t\n\u000B\f\r\u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF') $$;
--> statement-breakpoint
-- customerDisplayName: the company of a company, else 'first last' (the given ones), else '-'.
CREATE OR REPLACE FUNCTION customer_display_name(type text, first_name text, last_name text, company text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(nullif(js_trim(CASE WHEN type = 'bedrijf' THEN company
                         ELSE concat_ws(' ', nullif(first_name, ''), nullif(last_name, '')) END), ''), '-') $$;
--> statement-breakpoint
-- locationLabel: 'prefix-name' when there is a prefix, else the name.
CREATE OR REPLACE FUNCTION location_display_label(prefix text, name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN coalesce(prefix, '') = '' THEN name ELSE prefix || '-' || name END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION horse_owner_sort_set() RETURNS trigger AS $$
BEGIN
  SELECT CASE WHEN cu.type = 'bedrijf' THEN cu.company ELSE cu.last_name END,
         customer_display_name(cu.type, cu.first_name, cu.last_name, cu.company)
    INTO NEW.owner_sort, NEW.owner_name
    FROM customer cu WHERE cu.id = NEW.owner_id; -- no owner: both become null
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION horse_location_sort_set() RETURNS trigger AS $$
BEGIN
  SELECT coalesce(l.stable, '') || ' ' || l.label_sort,
         lower(coalesce(l.prefix || '-', '') || l.name),
         l.stable,
         location_display_label(l.prefix, l.name)
    INTO NEW.location_sort, NEW.location_search, NEW.location_stable, NEW.location_label
    FROM location l WHERE l.id = NEW.location_id; -- no location: all become null
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION horse_ref_labels_set() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.stallion_owner_id IS DISTINCT FROM OLD.stallion_owner_id THEN
    NEW.stallion_owner_name := (
      SELECT customer_display_name(cu.type, cu.first_name, cu.last_name, cu.company)
        FROM customer cu WHERE cu.id = NEW.stallion_owner_id);
  END IF;
  IF TG_OP = 'INSERT' OR NEW.donor_mare_id IS DISTINCT FROM OLD.donor_mare_id THEN
    NEW.donor_mare_name := (SELECT d.name FROM horse d WHERE d.id = NEW.donor_mare_id);
  END IF;
  IF TG_OP = 'INSERT' OR NEW.passport_file_id IS DISTINCT FROM OLD.passport_file_id THEN
    NEW.passport_filename := (SELECT f.filename FROM file f WHERE f.id = NEW.passport_file_id);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER horse_ref_labels
BEFORE INSERT OR UPDATE OF stallion_owner_id, donor_mare_id, passport_file_id ON horse
FOR EACH ROW EXECUTE FUNCTION horse_ref_labels_set();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION location_label_changed() RETURNS trigger AS $$
BEGIN
  UPDATE horse
     SET location_sort = coalesce(NEW.stable, '') || ' ' || NEW.label_sort,
         location_search = lower(coalesce(NEW.prefix || '-', '') || NEW.name),
         location_stable = NEW.stable,
         location_label = location_display_label(NEW.prefix, NEW.name)
   WHERE location_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A customer's new name or type reaches the horses it owns (sort key and name) and the horses it
-- is the stallion owner of.
DROP TRIGGER customer_sort_to_horses ON customer;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_sort_to_horses() RETURNS trigger AS $$
DECLARE
  shown text := customer_display_name(NEW.type, NEW.first_name, NEW.last_name, NEW.company);
BEGIN
  UPDATE horse
     SET owner_sort = CASE WHEN NEW.type = 'bedrijf' THEN NEW.company ELSE NEW.last_name END,
         owner_name = shown
   WHERE owner_id = NEW.id;
  UPDATE horse SET stallion_owner_name = shown WHERE stallion_owner_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER customer_sort_to_horses
AFTER UPDATE OF type, first_name, last_name, company ON customer
FOR EACH ROW
WHEN ((CASE WHEN OLD.type = 'bedrijf' THEN OLD.company ELSE OLD.last_name END)
      IS DISTINCT FROM (CASE WHEN NEW.type = 'bedrijf' THEN NEW.company ELSE NEW.last_name END)
   OR customer_display_name(OLD.type, OLD.first_name, OLD.last_name, OLD.company)
      IS DISTINCT FROM customer_display_name(NEW.type, NEW.first_name, NEW.last_name, NEW.company))
EXECUTE FUNCTION customer_sort_to_horses();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION horse_name_to_donees() RETURNS trigger AS $$
BEGIN
  UPDATE horse SET donor_mare_name = NEW.name WHERE donor_mare_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER horse_name_to_donees
AFTER UPDATE OF name ON horse
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION horse_name_to_donees();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION file_name_to_horses() RETURNS trigger AS $$
BEGIN
  UPDATE horse SET passport_filename = NEW.filename WHERE passport_file_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER file_name_to_horses
AFTER UPDATE OF filename ON file
FOR EACH ROW WHEN (OLD.filename IS DISTINCT FROM NEW.filename)
EXECUTE FUNCTION file_name_to_horses();
--> statement-breakpoint
UPDATE horse h
   SET owner_name = (SELECT customer_display_name(cu.type, cu.first_name, cu.last_name, cu.company)
                       FROM customer cu WHERE cu.id = h.owner_id),
       stallion_owner_name = (SELECT customer_display_name(cu.type, cu.first_name, cu.last_name, cu.company)
                                FROM customer cu WHERE cu.id = h.stallion_owner_id),
       donor_mare_name = (SELECT d.name FROM horse d WHERE d.id = h.donor_mare_id),
       passport_filename = (SELECT f.filename FROM file f WHERE f.id = h.passport_file_id),
       location_stable = (SELECT l.stable FROM location l WHERE l.id = h.location_id),
       location_label = (SELECT location_display_label(l.prefix, l.name)
                           FROM location l WHERE l.id = h.location_id)
 WHERE h.owner_id IS NOT NULL OR h.stallion_owner_id IS NOT NULL OR h.donor_mare_id IS NOT NULL
    OR h.passport_file_id IS NOT NULL OR h.location_id IS NOT NULL;

-- horse.location_sort = 'stable label_sort' of the horse's location, so lists sorted per location
-- (the surrogate report, 'Groepeer per locatie') read one indexed column instead of joining and
-- sorting every row. A BEFORE trigger sets it when the horse moves; renaming a location updates
-- the horses in it.
CREATE OR REPLACE FUNCTION horse_location_sort_set() RETURNS trigger AS $$
BEGIN
  NEW.location_sort := (SELECT coalesce(l.stable, '') || ' ' || l.label_sort FROM location l WHERE l.id = NEW.location_id);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER horse_location_sort
BEFORE INSERT OR UPDATE OF location_id ON horse
FOR EACH ROW EXECUTE FUNCTION horse_location_sort_set();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION location_label_changed() RETURNS trigger AS $$
BEGIN
  UPDATE horse SET location_sort = coalesce(NEW.stable, '') || ' ' || NEW.label_sort WHERE location_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER location_label_changed
AFTER UPDATE OF stable, prefix, name ON location
FOR EACH ROW EXECUTE FUNCTION location_label_changed();
--> statement-breakpoint
UPDATE horse SET location_sort = coalesce(l.stable, '') || ' ' || l.label_sort FROM location l WHERE l.id = horse.location_id;

-- location.occupants counts the horses whose current location it is. A trigger keeps it, so no
-- code path can forget it, and the CHECK location_occupants_within_places refuses a full location
-- even under concurrent moves (the UPDATE takes the location's row lock).
CREATE OR REPLACE FUNCTION location_occupants_sync() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.location_id IS NOT NULL
     AND (TG_OP = 'DELETE' OR NEW.location_id IS DISTINCT FROM OLD.location_id) THEN
    UPDATE location SET occupants = occupants - 1 WHERE id = OLD.location_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.location_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.location_id IS DISTINCT FROM OLD.location_id) THEN
    UPDATE location SET occupants = occupants + 1 WHERE id = NEW.location_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER horse_location_occupants
AFTER INSERT OR UPDATE OF location_id OR DELETE ON horse
FOR EACH ROW EXECUTE FUNCTION location_occupants_sync();

ALTER TABLE "case" ADD COLUMN "horse_surrogate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "case_status_surrogate_created_idx" ON "case" USING btree ("status","horse_surrogate","created_at","id");--> statement-breakpoint
CREATE INDEX "case_status_activity_idx" ON "case" USING btree ("status","main_activity");--> statement-breakpoint
-- case.horse_surrogate follows the horse's surrogate flag, so the case list's switches and their
-- counts read the case table alone. The search-text trigger of 0012 now sets it too.
CREATE OR REPLACE FUNCTION case_search_text_set() RETURNS trigger AS $$
DECLARE
  h record;
BEGIN
  SELECT name, surrogate INTO h FROM horse WHERE id = NEW.horse_id;
  NEW.search_text := f_unaccent(lower(NEW.reference || ' ' || coalesce(h.name, '')));
  NEW.horse_surrogate := coalesce(h.surrogate, false);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION horse_surrogate_to_cases() RETURNS trigger AS $$
BEGIN
  UPDATE "case" SET horse_surrogate = NEW.surrogate WHERE horse_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER horse_surrogate_to_cases
AFTER UPDATE OF surrogate ON horse
FOR EACH ROW WHEN (OLD.surrogate IS DISTINCT FROM NEW.surrogate) EXECUTE FUNCTION horse_surrogate_to_cases();
--> statement-breakpoint
UPDATE "case" c SET horse_surrogate = h.surrogate FROM horse h WHERE h.id = c.horse_id AND h.surrogate;

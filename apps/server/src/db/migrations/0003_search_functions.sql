-- unaccent() is only STABLE (its dictionary could change), so it cannot be used in an index or a
-- generated column. This wrapper names the dictionary explicitly and is declared IMMUTABLE, the
-- usual way to index accent-insensitive text.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

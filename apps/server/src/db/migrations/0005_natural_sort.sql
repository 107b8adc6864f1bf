-- A sort key that orders embedded numbers by value: 'A-2' before 'A-10' (boxes are numbered).
-- Digit runs are left-padded to 10 digits and the rest lower-cased; IMMUTABLE so a generated
-- column and an index can use it.
CREATE OR REPLACE FUNCTION natural_sort_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(string_agg(
             CASE WHEN part[1] ~ '^[0-9]+$' THEN lpad(part[1], 10, '0') ELSE lower(part[1]) END,
             '' ORDER BY ord), '')
      FROM regexp_matches($1, '([0-9]+|[^0-9]+)', 'g') WITH ORDINALITY AS m(part, ord)
  $$;

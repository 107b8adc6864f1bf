-- search_word: every word of the customers' and horses' names, for search terms under 3 characters
-- (too short for a trigram). Words are the lower-case, accent-free name (as search_text) split on
-- spaces and punctuation; `name` is the item's whole search text, trimmed.
CREATE OR REPLACE FUNCTION search_words(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT w FROM regexp_split_to_table(f_unaccent(lower(coalesce($1, ''))), '[[:space:][:punct:]’‘]+') AS w WHERE w <> '' $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_word WHERE item_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_word (kind, item_id, field, word, name)
    SELECT 'customer', NEW.id, f.field, w.word, btrim(NEW.search_text)
      FROM (VALUES ('first_name', NEW.first_name), ('last_name', NEW.last_name),
                   ('company', NEW.company)) AS f(field, value)
      CROSS JOIN LATERAL search_words(f.value) AS w(word);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customer_search_words AFTER INSERT OR DELETE ON customer
  FOR EACH ROW EXECUTE FUNCTION customer_search_words();
--> statement-breakpoint
CREATE TRIGGER customer_search_words_update AFTER UPDATE ON customer
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION customer_search_words();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION horse_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_word WHERE item_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_word (kind, item_id, field, word, name)
    SELECT 'horse', NEW.id, 'name', w.word, btrim(NEW.search_text)
      FROM search_words(NEW.name) AS w(word);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER horse_search_words AFTER INSERT OR DELETE ON horse
  FOR EACH ROW EXECUTE FUNCTION horse_search_words();
--> statement-breakpoint
CREATE TRIGGER horse_search_words_update AFTER UPDATE ON horse
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION horse_search_words();
--> statement-breakpoint
INSERT INTO search_word (kind, item_id, field, word, name)
SELECT 'customer', c.id, f.field, w.word, btrim(c.search_text)
  FROM customer c
  CROSS JOIN LATERAL (VALUES ('first_name', c.first_name), ('last_name', c.last_name),
                             ('company', c.company)) AS f(field, value)
  CROSS JOIN LATERAL search_words(f.value) AS w(word);
--> statement-breakpoint
INSERT INTO search_word (kind, item_id, field, word, name)
SELECT 'horse', h.id, 'name', w.word, btrim(h.search_text)
  FROM horse h CROSS JOIN LATERAL search_words(h.name) AS w(word);
--> statement-breakpoint
-- search_result_item: per chosen item its number of views and last view, kept on every record.
CREATE OR REPLACE FUNCTION search_result_item_count() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_result_item (search_type, search_item, views, last_viewed)
  VALUES (NEW.search_type, NEW.search_item, 1, NEW.created_at)
  ON CONFLICT (search_type, search_item) DO UPDATE
    SET views = search_result_item.views + 1,
        last_viewed = greatest(search_result_item.last_viewed, EXCLUDED.last_viewed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_result_item_count AFTER INSERT ON search_result
  FOR EACH ROW EXECUTE FUNCTION search_result_item_count();
--> statement-breakpoint
INSERT INTO search_result_item (search_type, search_item, views, last_viewed)
SELECT search_type, search_item, count(*), max(created_at)
  FROM search_result GROUP BY search_type, search_item;

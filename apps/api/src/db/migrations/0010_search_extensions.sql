-- Material search (decision 0021): trigram matching for typo correction, btree_gin for GIN indexes
-- that lead with company_id, and the one function that turns a material into weighted words.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
-- Words are runs of letters and digits, lower-cased; a fraction is one word written with an f
-- ("1-1/2\"" -> 1 1f2, "CUL-112" -> cul 112), so a size is not a match on every 1 and every 2.
-- The web and the API split a search the same way (packages/domain searchWords).
CREATE OR REPLACE FUNCTION material_search_words_of(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT regexp_replace(
    regexp_replace(lower(coalesce(value, '')), '([0-9])/([0-9])', '\1f\2', 'g'),
    '[^[:alnum:]]+', ' ', 'g')
$$;
--> statement-breakpoint
-- A: identifier (also without separators, so CUL11210 finds CUL-112-10) and description;
-- B: manufacturer and material; C: the other facets and the mix code; D: tags.
CREATE OR REPLACE FUNCTION company_material_search_vector(
  product_identifier text, description text, manufacturer text, material text, "group" text,
  sub_group text, size text, connection_type text, mix_code text, tags text[]
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT
    setweight(to_tsvector('simple', material_search_words_of(product_identifier) || ' '
      || regexp_replace(lower(coalesce(product_identifier, '')), '[^[:alnum:]]+', '', 'g')), 'A')
    || setweight(to_tsvector('simple', material_search_words_of(description)), 'A')
    || setweight(to_tsvector('simple', material_search_words_of(manufacturer) || ' '
      || material_search_words_of(material)), 'B')
    || setweight(to_tsvector('simple', material_search_words_of("group") || ' '
      || material_search_words_of(sub_group) || ' ' || material_search_words_of(size) || ' '
      || material_search_words_of(connection_type) || ' ' || material_search_words_of(mix_code)), 'C')
    || setweight(to_tsvector('simple', material_search_words_of(array_to_string(tags, ' '))), 'D')
$$;

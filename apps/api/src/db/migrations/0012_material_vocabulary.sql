-- The typo-correction vocabulary (decision 0021): the words people type, from every field except
-- the product identifier. Identifiers are unique per material, so they would grow the vocabulary
-- to one word per material and are never a typo target (an exact identifier is matched directly).
CREATE OR REPLACE FUNCTION refresh_material_search_words(company integer, material_ids integer[] DEFAULT NULL)
RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO material_search_words (company_id, word)
  SELECT DISTINCT m.company_id, w.lexeme
  FROM company_materials m,
    unnest(to_tsvector('simple', material_search_words_of(concat_ws(' ', m.description,
      m.manufacturer, m.material, m."group", m.sub_group, m.size, m.connection_type, m.mix_code,
      array_to_string(m.tags, ' '))))) w
  WHERE m.company_id = company
    AND (material_ids IS NULL OR m.id = ANY(material_ids))
    AND length(w.lexeme) >= 3 AND w.lexeme !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING
$$;

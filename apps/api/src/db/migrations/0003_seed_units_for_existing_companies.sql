-- Companies created before units existed get the same construction set as new ones
-- (packages/domain CONSTRUCTION_UNITS; new companies are seeded by the units service).
INSERT INTO "units" ("company_id", "name", "synonyms", "multiplier")
SELECT c."id", u."name", u."synonyms", u."multiplier"
FROM "companies" c
CROSS JOIN (VALUES
  ('EA', ARRAY['each', 'ea.', 'piece', 'pc', 'pcs']::text[], 1),
  ('LF', ARRAY['linear foot', 'linear feet', 'lin ft']::text[], 1),
  ('FT', ARRAY['foot', 'feet', 'ft.']::text[], 1),
  ('IN', ARRAY['inch', 'inches']::text[], 1),
  ('YD', ARRAY['yard', 'yards']::text[], 1),
  ('SF', ARRAY['square foot', 'square feet', 'sq ft', 'sqft']::text[], 1),
  ('SY', ARRAY['square yard', 'square yards', 'sq yd']::text[], 1),
  ('SQ', ARRAY['roofing square', 'square']::text[], 1),
  ('CF', ARRAY['cubic foot', 'cubic feet', 'cu ft']::text[], 1),
  ('CY', ARRAY['cubic yard', 'cubic yards', 'cu yd', 'yards of concrete']::text[], 1),
  ('BF', ARRAY['board foot', 'board feet']::text[], 1),
  ('TON', ARRAY['tons', 'short ton', 'tn']::text[], 1),
  ('LB', ARRAY['pound', 'pounds', 'lbs']::text[], 1),
  ('GAL', ARRAY['gallon', 'gallons']::text[], 1),
  ('QT', ARRAY['quart', 'quarts']::text[], 1),
  ('BAG', ARRAY['bags', 'sack']::text[], 1),
  ('BOX', ARRAY['boxes', 'bx']::text[], 1),
  ('CASE', ARRAY['cs', 'cases']::text[], 1),
  ('CTN', ARRAY['carton', 'cartons']::text[], 1),
  ('ROLL', ARRAY['rolls', 'rl']::text[], 1),
  ('PALLET', ARRAY['pallets', 'plt', 'skid']::text[], 1),
  ('BDL', ARRAY['bundle', 'bundles']::text[], 1),
  ('SHT', ARRAY['sheet', 'sheets']::text[], 1),
  ('PR', ARRAY['pair', 'pairs']::text[], 1),
  ('SET', ARRAY['sets', 'kit']::text[], 1),
  ('PAIL', ARRAY['bucket', 'pails']::text[], 1),
  ('TUBE', ARRAY['tubes', 'cartridge']::text[], 1),
  ('DRUM', ARRAY['drums', 'barrel']::text[], 1),
  ('LOAD', ARRAY['truckload', 'loads']::text[], 1),
  ('LS', ARRAY['lump sum']::text[], 1),
  ('HR', ARRAY['hour', 'hours']::text[], 1),
  ('DAY', ARRAY['days']::text[], 1),
  ('LF', ARRAY['CLF', 'hundred linear feet']::text[], 100),
  ('EA', ARRAY['C', 'hundred']::text[], 100),
  ('BF', ARRAY['MBF', 'thousand board feet']::text[], 1000),
  ('SF', ARRAY['MSF', 'thousand square feet']::text[], 1000)
) AS u("name", "synonyms", "multiplier")
ON CONFLICT DO NOTHING;

/** The searches both material benchmarks time: typos, identifiers, facets' words, prefixes. */
export const SEARCHES = [
  'coper pipe',
  'copper pipe 1/2',
  'pvc elbow',
  'rebar grade 60',
  'CUL-PIPE-12',
  'drywall 5/8',
  'galvanized',
  'concrete 4000 psi',
  'pip',
  'simpson strong',
  'hex bolt stainles',
  'emt conduit 3/4',
  'Mueller Industries',
  'plywod cdx',
  'wedge anchor',
];

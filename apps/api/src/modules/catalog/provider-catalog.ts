/**
 * The provider catalogue (company 'CATALOG', is_catalog): materials shared with every company
 * (procurement-core §1, §2). Generated, not hand-written, so it is deterministic, large (2,000+)
 * and consistent: the same sizes, materials and connection types a purchaser filters on (§9 keys).
 */
export interface CatalogItem {
  product_identifier: string;
  description: string;
  manufacturer: string;
  group: string;
  sub_group: string;
  material: string;
  size: string;
  connection_type: string | null;
  unit: string;
  weight: string | null;
  mix_code: string | null;
  mix_design: string | null;
  tags: string[];
}

const code = (value: string) => value.replace(/[^A-Za-z0-9]+/g, '').toUpperCase();

function item(
  fields: Partial<CatalogItem> &
    Pick<CatalogItem, 'product_identifier' | 'description' | 'group' | 'unit'>,
): CatalogItem {
  return {
    manufacturer: 'Generic',
    sub_group: '',
    material: '',
    size: '',
    connection_type: null,
    weight: null,
    mix_code: null,
    mix_design: null,
    tags: [],
    ...fields,
  };
}

const PIPE_SIZES = [
  '1/2"',
  '3/4"',
  '1"',
  '1-1/4"',
  '1-1/2"',
  '2"',
  '2-1/2"',
  '3"',
  '4"',
  '6"',
  '8"',
];

interface PipeMaterial {
  name: string;
  short: string;
  manufacturer: string;
  connection: string;
  maxSize: number;
  tags: string[];
}

const PIPE_MATERIALS: PipeMaterial[] = [
  {
    name: 'Copper Type K',
    short: 'CUK',
    manufacturer: 'Mueller Industries',
    connection: 'Sweat',
    maxSize: 8,
    tags: ['plumbing', 'copper'],
  },
  {
    name: 'Copper Type L',
    short: 'CUL',
    manufacturer: 'Mueller Industries',
    connection: 'Sweat',
    maxSize: 8,
    tags: ['plumbing', 'copper'],
  },
  {
    name: 'Copper Type M',
    short: 'CUM',
    manufacturer: 'Cerro Flow Products',
    connection: 'Sweat',
    maxSize: 8,
    tags: ['plumbing', 'copper'],
  },
  {
    name: 'Copper Press',
    short: 'CUP',
    manufacturer: 'Viega',
    connection: 'Press',
    maxSize: 7,
    tags: ['plumbing', 'copper', 'press'],
  },
  {
    name: 'PVC Schedule 40',
    short: 'PVC40',
    manufacturer: 'Charlotte Pipe',
    connection: 'Solvent Weld',
    maxSize: 11,
    tags: ['plumbing', 'pvc', 'dwv'],
  },
  {
    name: 'PVC Schedule 80',
    short: 'PVC80',
    manufacturer: 'Charlotte Pipe',
    connection: 'Solvent Weld',
    maxSize: 11,
    tags: ['plumbing', 'pvc'],
  },
  {
    name: 'CPVC CTS',
    short: 'CPVC',
    manufacturer: 'Nibco',
    connection: 'Solvent Weld',
    maxSize: 6,
    tags: ['plumbing', 'cpvc'],
  },
  {
    name: 'Black Steel Schedule 40',
    short: 'BLK40',
    manufacturer: 'Wheatland Tube',
    connection: 'Threaded',
    maxSize: 11,
    tags: ['gas', 'steel'],
  },
  {
    name: 'Galvanized Steel Schedule 40',
    short: 'GAL40',
    manufacturer: 'Wheatland Tube',
    connection: 'Threaded',
    maxSize: 11,
    tags: ['steel', 'galvanized'],
  },
  {
    name: 'Cast Iron No-Hub',
    short: 'CINH',
    manufacturer: 'Charlotte Pipe',
    connection: 'No-Hub',
    maxSize: 11,
    tags: ['dwv', 'cast iron'],
  },
  {
    name: 'Ductile Iron',
    short: 'DI',
    manufacturer: 'McWane',
    connection: 'Mechanical Joint',
    maxSize: 11,
    tags: ['water main', 'ductile iron'],
  },
  {
    name: 'HDPE DR11',
    short: 'HDPE',
    manufacturer: 'JM Eagle',
    connection: 'Butt Fusion',
    maxSize: 11,
    tags: ['water', 'hdpe'],
  },
  {
    name: 'PEX-A',
    short: 'PEXA',
    manufacturer: 'Uponor',
    connection: 'Expansion',
    maxSize: 6,
    tags: ['plumbing', 'pex'],
  },
];

const FITTINGS = [
  '90 Degree Elbow',
  '45 Degree Elbow',
  'Tee',
  'Coupling',
  'Cap',
  'Union',
  'Male Adapter',
  'Female Adapter',
];

function pipesAndFittings(): CatalogItem[] {
  const items: CatalogItem[] = [];
  for (const m of PIPE_MATERIALS) {
    for (const size of PIPE_SIZES.slice(0, m.maxSize)) {
      const base = {
        manufacturer: m.manufacturer,
        material: m.name,
        size,
        connection_type: m.connection,
      };
      items.push(
        item({
          ...base,
          product_identifier: `${m.short}-PIPE-${code(size)}`,
          description: `${size} ${m.name} Pipe`,
          group: 'Pipe',
          sub_group: m.name,
          unit: 'LF',
          tags: [...m.tags, 'pipe'],
        }),
      );
      for (const fitting of FITTINGS) {
        items.push(
          item({
            ...base,
            product_identifier: `${m.short}-${code(fitting)}-${code(size)}`,
            description: `${size} ${m.name} ${fitting}, ${m.connection}`,
            group: 'Pipe Fittings',
            sub_group: fitting,
            unit: 'EA',
            tags: [...m.tags, 'fitting'],
          }),
        );
      }
    }
  }
  return items;
}

function rebar(): CatalogItem[] {
  const bars: [string, string][] = [
    ['#3', '0.376'],
    ['#4', '0.668'],
    ['#5', '1.043'],
    ['#6', '1.502'],
    ['#7', '2.044'],
    ['#8', '2.670'],
    ['#9', '3.400'],
    ['#10', '4.303'],
    ['#11', '5.313'],
  ];
  const items: CatalogItem[] = [];
  for (const [bar, lbPerFt] of bars) {
    for (const grade of ['Grade 60', 'Grade 75']) {
      for (const coating of ['Black', 'Epoxy Coated', 'Galvanized']) {
        for (const feet of [20, 40]) {
          items.push(
            item({
              product_identifier: `RB-${code(bar)}-${code(grade)}-${code(coating)}-${feet}`,
              description: `${bar} Rebar ${grade} ${coating} ${feet}'`,
              manufacturer: 'Nucor',
              group: 'Rebar',
              sub_group: coating,
              material: `ASTM A615 ${grade}`,
              size: bar,
              unit: 'EA',
              weight: (Number(lbPerFt) * feet).toFixed(3),
              tags: ['rebar', 'concrete', coating.toLowerCase()],
            }),
          );
        }
      }
    }
  }
  return items;
}

function lumber(): CatalogItem[] {
  const sizes = ['2x4', '2x6', '2x8', '2x10', '2x12', '4x4', '4x6', '6x6'];
  const species = [
    'SPF #2',
    'Douglas Fir #2',
    'Southern Yellow Pine #2',
    'Pressure Treated SYP #2',
  ];
  const items: CatalogItem[] = [];
  for (const size of sizes) {
    for (const feet of [8, 10, 12, 14, 16, 20]) {
      for (const kind of species) {
        items.push(
          item({
            product_identifier: `LBR-${code(size)}-${feet}-${code(kind)}`,
            description: `${size} x ${feet}' ${kind} Lumber`,
            manufacturer: kind.startsWith('Pressure') ? 'YellaWood' : 'Weyerhaeuser',
            group: 'Lumber',
            sub_group: 'Dimensional Lumber',
            material: kind,
            size: `${size}x${feet}'`,
            unit: 'EA',
            tags: ['lumber', 'framing', ...(kind.startsWith('Pressure') ? ['treated'] : [])],
          }),
        );
      }
    }
  }
  for (const thickness of ['7/16"', '15/32"', '1/2"', '19/32"', '5/8"', '23/32"', '3/4"']) {
    for (const panel of ['OSB', 'CDX Plywood', 'ACX Plywood']) {
      items.push(
        item({
          product_identifier: `PNL-${code(panel)}-${code(thickness)}`,
          description: `${thickness} ${panel} Sheathing 4' x 8'`,
          manufacturer: panel === 'OSB' ? 'LP Building Solutions' : 'Georgia-Pacific',
          group: 'Lumber',
          sub_group: 'Sheathing',
          material: panel,
          size: `${thickness} 4x8`,
          unit: 'EA',
          tags: ['sheathing', 'panel'],
        }),
      );
    }
  }
  return items;
}

function drywall(): CatalogItem[] {
  const items: CatalogItem[] = [];
  const types = [
    'Regular',
    'Moisture Resistant',
    'Type X Fire Rated',
    'Mold Resistant',
    'Abuse Resistant',
  ];
  for (const thickness of ['1/4"', '3/8"', '1/2"', '5/8"']) {
    for (const type of types) {
      for (const length of [8, 10, 12]) {
        items.push(
          item({
            product_identifier: `GWB-${code(thickness)}-${code(type)}-4X${length}`,
            description: `${thickness} ${type} Gypsum Board 4' x ${length}'`,
            manufacturer: ['USG', 'CertainTeed', 'National Gypsum'][length % 3] ?? 'USG',
            group: 'Drywall',
            sub_group: type,
            material: 'Gypsum',
            size: `${thickness} 4x${length}`,
            unit: 'EA',
            tags: ['drywall', 'gypsum', ...(type.includes('Fire') ? ['fire rated'] : [])],
          }),
        );
      }
    }
  }
  for (const [name, unit] of [
    ['Joint Compound All Purpose 4.5 gal', 'BAG'],
    ['Joint Compound Lightweight 4.5 gal', 'BAG'],
    ['Paper Joint Tape 500 ft', 'ROLL'],
    ['Fiberglass Mesh Tape 300 ft', 'ROLL'],
    ['Metal Corner Bead 8 ft', 'EA'],
    ['Vinyl Corner Bead 10 ft', 'EA'],
  ] as const) {
    items.push(
      item({
        product_identifier: `GWB-ACC-${code(name)}`,
        description: name,
        manufacturer: 'USG',
        group: 'Drywall',
        sub_group: 'Accessories',
        unit,
        tags: ['drywall', 'finishing'],
      }),
    );
  }
  return items;
}

function concrete(): CatalogItem[] {
  const items: CatalogItem[] = [];
  const aggregates: [string, string][] = [
    ['3/8"', '38'],
    ['3/4"', '34'],
    ['1"', '1'],
  ];
  const variants: [string, string, string][] = [
    ['Standard', 'STD', '4" slump, no admixtures'],
    ['Air Entrained', 'AE', '4" slump, 6% air entrainment for freeze-thaw exposure'],
    ['Fiber Reinforced', 'FR', '5" slump, 1.5 lb/CY synthetic macro fiber'],
    ['Pump Mix', 'PMP', '5" slump, pumpable gradation'],
    ['High Early Strength', 'HE', '4" slump, Type III cement, accelerator'],
  ];
  for (const psi of [2500, 3000, 3500, 4000, 4500, 5000, 6000]) {
    for (const [aggregate, agg] of aggregates) {
      for (const [variant, short, design] of variants) {
        const mixCode = `C${psi}-${agg}-${short}`;
        items.push(
          item({
            product_identifier: `RMX-${mixCode}`,
            description: `Ready Mix Concrete ${psi} PSI ${aggregate} Aggregate ${variant}`,
            manufacturer: 'CEMEX',
            group: 'Concrete',
            sub_group: 'Ready Mix',
            material: `${psi} PSI`,
            size: `${aggregate} aggregate`,
            unit: 'CY',
            mix_code: mixCode,
            mix_design: `${psi} PSI at 28 days, ${aggregate} max aggregate, ${design}`,
            tags: ['concrete', 'ready mix', `${psi} psi`],
          }),
        );
      }
    }
  }
  for (const [name, lb] of [
    ['Concrete Mix', 80],
    ['Concrete Mix', 60],
    ['Fast Setting Concrete', 50],
    ['Mortar Mix Type S', 80],
    ['Non-Shrink Grout', 50],
  ] as const) {
    items.push(
      item({
        product_identifier: `BAG-${code(name)}-${lb}`,
        description: `${name} ${lb} lb Bag`,
        manufacturer: 'Quikrete',
        group: 'Concrete',
        sub_group: 'Bagged',
        size: `${lb} lb`,
        unit: 'BAG',
        weight: String(lb),
        tags: ['concrete', 'bagged'],
      }),
    );
  }
  return items;
}

function fasteners(): CatalogItem[] {
  const items: CatalogItem[] = [];
  const bolts: [string, string[], string[], string][] = [
    [
      'Hex Bolt',
      ['1/4"', '5/16"', '3/8"', '1/2"', '5/8"', '3/4"'],
      ['1"', '2"', '3"', '4"', '6"'],
      'Fastenal',
    ],
    [
      'Carriage Bolt',
      ['1/4"', '5/16"', '3/8"', '1/2"'],
      ['2"', '3"', '4"', '6"', '8"'],
      'Fastenal',
    ],
    [
      'Lag Screw',
      ['1/4"', '5/16"', '3/8"', '1/2"'],
      ['2"', '3"', '4"', '6"'],
      'Simpson Strong-Tie',
    ],
    [
      'Wedge Anchor',
      ['1/4"', '3/8"', '1/2"', '5/8"', '3/4"'],
      ['2-1/4"', '3-3/4"', '5-1/2"', '7"'],
      'Hilti',
    ],
    [
      'Concrete Screw Anchor',
      ['3/16"', '1/4"', '3/8"'],
      ['1-1/4"', '1-3/4"', '2-3/4"', '3-3/4"'],
      'Simpson Strong-Tie',
    ],
  ];
  for (const [kind, diameters, lengths, manufacturer] of bolts) {
    for (const diameter of diameters) {
      for (const length of lengths) {
        for (const finish of ['Zinc Plated', 'Hot Dip Galvanized', 'Stainless Steel 304']) {
          items.push(
            item({
              product_identifier: `FST-${code(kind)}-${code(diameter)}X${code(length)}-${code(finish)}`,
              description: `${diameter} x ${length} ${kind} ${finish}`,
              manufacturer,
              group: 'Fasteners',
              sub_group: kind,
              material: finish,
              size: `${diameter} x ${length}`,
              unit: 'BOX',
              tags: ['fasteners', kind.toLowerCase()],
            }),
          );
        }
      }
    }
  }
  for (const kind of [
    'Drywall Screw Coarse Thread',
    'Deck Screw',
    'Framing Nail Collated',
    'Roofing Nail Coil',
  ]) {
    for (const length of ['1-1/4"', '1-5/8"', '2"', '2-1/2"', '3"', '3-1/2"']) {
      items.push(
        item({
          product_identifier: `FST-${code(kind)}-${code(length)}`,
          description: `${length} ${kind}`,
          manufacturer: kind.includes('Nail') ? 'Paslode' : 'GRK Fasteners',
          group: 'Fasteners',
          sub_group: kind,
          size: length,
          unit: 'BOX',
          tags: ['fasteners'],
        }),
      );
    }
  }
  return items;
}

function electrical(): CatalogItem[] {
  const items: CatalogItem[] = [];
  const conduitSizes = ['1/2"', '3/4"', '1"', '1-1/4"', '1-1/2"', '2"', '2-1/2"', '3"', '4"'];
  for (const [conduit, short] of [
    ['EMT', 'EMT'],
    ['Rigid Galvanized Steel', 'RGS'],
    ['PVC Schedule 40 Conduit', 'PVCC'],
  ] as const) {
    for (const size of conduitSizes) {
      items.push(
        item({
          product_identifier: `ELC-${short}-${code(size)}-10`,
          description: `${size} ${conduit} 10'`,
          manufacturer: short === 'PVCC' ? 'Cantex' : 'Allied Tube & Conduit',
          group: 'Electrical',
          sub_group: 'Conduit',
          material: conduit,
          size,
          unit: 'EA',
          tags: ['electrical', 'conduit'],
        }),
      );
      for (const fitting of [
        'Set Screw Coupling',
        'Compression Connector',
        'One Hole Strap',
        '90 Degree Elbow',
      ]) {
        items.push(
          item({
            product_identifier: `ELC-${short}-${code(fitting)}-${code(size)}`,
            description: `${size} ${conduit} ${fitting}`,
            manufacturer: 'Bridgeport Fittings',
            group: 'Electrical',
            sub_group: 'Conduit Fittings',
            material: conduit,
            size,
            connection_type: fitting.includes('Compression')
              ? 'Compression'
              : fitting.includes('Set Screw')
                ? 'Set Screw'
                : null,
            unit: 'EA',
            tags: ['electrical', 'fitting'],
          }),
        );
      }
    }
  }
  for (const gauge of ['14', '12', '10', '8', '6', '4', '2', '1', '2/0']) {
    for (const color of ['Black', 'White', 'Red', 'Green', 'Blue']) {
      items.push(
        item({
          product_identifier: `ELC-THHN-${code(gauge)}-${code(color)}`,
          description: `${gauge} AWG THHN Stranded Copper Wire ${color} 500'`,
          manufacturer: 'Southwire',
          group: 'Electrical',
          sub_group: 'Wire',
          material: 'Copper',
          size: `${gauge} AWG`,
          unit: 'ROLL',
          tags: ['electrical', 'wire'],
        }),
      );
    }
  }
  for (const amps of [15, 20, 30, 40, 50, 60, 100]) {
    for (const poles of [1, 2, 3]) {
      items.push(
        item({
          product_identifier: `ELC-BRK-${amps}A-${poles}P`,
          description: `${amps} Amp ${poles} Pole Circuit Breaker`,
          manufacturer: poles === 3 ? 'Eaton' : 'Square D',
          group: 'Electrical',
          sub_group: 'Breakers',
          size: `${amps}A ${poles}P`,
          unit: 'EA',
          tags: ['electrical', 'breaker'],
        }),
      );
    }
  }
  return items;
}

/** Every provider catalogue item, in a stable order. */
export function generateProviderCatalog(): CatalogItem[] {
  return [
    ...pipesAndFittings(),
    ...rebar(),
    ...lumber(),
    ...drywall(),
    ...concrete(),
    ...fasteners(),
    ...electrical(),
  ];
}

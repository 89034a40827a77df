/**
 * The brands with their own pages and the series they are sold in: names, blurbs, drawing colours
 * and which models each brand page presents. No figure is written here: prices, seats, range and
 * counts come from the inventory in the database, so a price staff change shows everywhere.
 */

export type BrandId = 'denago' | 'evolution';

export interface Brand {
  id: BrandId;
  /** As stored on vehicles and shown in text, e.g. "Denago". */
  name: string;
  /** As shown on badges and buttons, e.g. "DENAGO". */
  display: string;
}

export const brands: Record<BrandId, Brand> = {
  denago: { id: 'denago', name: 'Denago', display: 'DENAGO' },
  evolution: { id: 'evolution', name: 'Evolution', display: 'EVOLUTION' },
};

/** The brand page a vehicle's brand has, if any ("evolution" for "Evolution"). */
export function brandByName(name: string): Brand | undefined {
  const key = name.trim().toLowerCase();
  return Object.values(brands).find((brand) => brand.name.toLowerCase() === key);
}

export type SeriesId =
  | 'ev-city'
  | 'ev-nomad'
  | 'ev-rover'
  | 'd5-ranger'
  | 'd5-maverick'
  | 'classic'
  | 'carrier'
  | 'forester'
  | 'turfman'
  | 'd6-max'
  | 'd3';

export interface Series {
  id: SeriesId;
  brand: BrandId;
  /** Display name, also the vehicle category, e.g. "D5 Ranger". */
  name: string;
  /** Whether the brand page shows a card for it (the spec's series grid). */
  onBrandPage: boolean;
  /** Accent colour of the drawn cart illustration. */
  colour: string;
  /** Work vehicles with a cargo bed (drawn with one, featured as utility on town pages). */
  utility: boolean;
  /** Prose without figures: the card adds seats and range from the models in stock. */
  description: string;
  /** The one feature line of the card that is not a figure. */
  highlight: string;
}

export const series: readonly Series[] = [
  {
    id: 'ev-city',
    brand: 'denago',
    name: 'EV City',
    onBrandPage: true,
    colour: '#0f766e',
    utility: false,
    description:
      "Denago's compact city cart, sized for neighborhood errands, tight driveways and easy parking. A lithium-ion battery keeps it ready for short daily trips around town.",
    highlight: 'Compact footprint for easy parking',
  },
  {
    id: 'ev-nomad',
    brand: 'denago',
    name: 'EV Nomad',
    onBrandPage: true,
    colour: '#b45309',
    utility: false,
    description:
      'Family-size Denago carts for neighborhoods and communities, with lithium-ion power. Pick the standard Nomad or the longer-range XL.',
    highlight: 'Standard or longer-range XL',
  },
  {
    id: 'ev-rover',
    brand: 'denago',
    name: 'EV Rover',
    onBrandPage: true,
    colour: '#1d4ed8',
    utility: false,
    description:
      "Denago's largest carts, built for big families, rental fleets and communities that move groups together.",
    highlight: 'Room for the whole group',
  },
  {
    id: 'd5-ranger',
    brand: 'evolution',
    name: 'D5 Ranger',
    onBrandPage: true,
    colour: '#15803d',
    utility: false,
    description:
      "Evolution's modern personal transport carts in several seating layouts, including a lifted version. A practical, well-priced choice for neighborhoods, campgrounds and everyday errands.",
    highlight: 'Lifted version available',
  },
  {
    id: 'd5-maverick',
    brand: 'evolution',
    name: 'D5 Maverick',
    onBrandPage: true,
    colour: '#b91c1c',
    utility: false,
    description:
      'Modern personal transport carts from Evolution in several seating layouts, with Plus models adding range and speed. A lifted version rounds out the line.',
    highlight: 'Plus models with more range',
  },
  {
    id: 'classic',
    brand: 'evolution',
    name: 'Classic',
    onBrandPage: true,
    colour: '#475569',
    utility: false,
    description:
      'Traditional golf carts with a familiar, no-fuss design. A sensible pick for the course, the club and simple trips around the neighborhood.',
    highlight: 'Traditional golf cart styling',
  },
  {
    id: 'carrier',
    brand: 'evolution',
    name: 'Carrier',
    onBrandPage: true,
    colour: '#7c3aed',
    utility: false,
    description:
      'People movers built to shuttle groups. Suited to resorts, campgrounds, event venues and large properties that need to move guests from place to place.',
    highlight: 'Built for shuttling groups',
  },
  {
    id: 'forester',
    brand: 'evolution',
    name: 'Forester',
    onBrandPage: true,
    colour: '#3f6212',
    utility: false,
    description:
      'Trail and utility carts for wooded lots, farms and outdoor properties. A simple choice when the cart does real work as well as carrying people.',
    highlight: 'Trail and utility use',
  },
  {
    id: 'turfman',
    brand: 'evolution',
    name: 'Turfman',
    onBrandPage: true,
    colour: '#a16207',
    utility: true,
    description:
      'Utility vehicles with a cargo bed for grounds crews, farms and facilities. The larger models add a raised stance for rougher ground.',
    highlight: 'Cargo bed for tools and supplies',
  },
  {
    id: 'd6-max',
    brand: 'evolution',
    name: 'D6 Max',
    onBrandPage: true,
    colour: '#111827',
    utility: false,
    description:
      "Evolution's premium top line, with GT models for relaxed neighborhood cruising and lifted XT models for rougher ground.",
    highlight: 'GT and lifted XT versions',
  },
  {
    // The spec's catalogue lists two D3 models but no D3 series card on the brand page.
    id: 'd3',
    brand: 'evolution',
    name: 'D3',
    onBrandPage: false,
    colour: '#0e7490',
    utility: false,
    description:
      'A compact premium cart from Evolution, offered in a standard and a lifted version. Suited to owners who want a premium feel in a smaller package.',
    highlight: 'Standard or lifted',
  },
];

export function seriesById(id: SeriesId): Series {
  const found = series.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`Unknown series: ${id}`);
  return found;
}

/** The series a vehicle belongs to, by its brand and category (case-insensitive). */
export function seriesOf(vehicle: { brand: string; category: string }): Series | undefined {
  const brand = brandByName(vehicle.brand);
  if (!brand) return undefined;
  const category = vehicle.category.trim().toLowerCase();
  return series.find((item) => item.brand === brand.id && item.name.toLowerCase() === category);
}

/**
 * The six models each brand page presents in its lineup (brief, section 9), by inventory id. A
 * model that is sold or no longer listed drops out of the lineup until it is back in stock.
 */
export const brandLineups: Record<BrandId, readonly string[]> = {
  denago: [
    'denago-ev-city',
    'denago-ev-nomad',
    'denago-ev-nomad-xl',
    'denago-ev-rover-xl',
    'denago-ev-rover-xl6',
    'denago-ev-rover-xxl',
  ],
  evolution: [
    'evolution-d5-ranger-4-plus',
    'evolution-d5-ranger-6-plus',
    'evolution-d5-maverick-4-plus',
    'evolution-classic-4-plus',
    'evolution-carrier-6-plus',
    'evolution-d6-max-xt4',
  ],
};

/**
 * The new-cart catalogue: every figure about every model (spec section 9), written once.
 * Brand pages, series cards, home, inventory seeds, metadata and structured data derive from it.
 * Marketing copy (descriptions, feature lists) lives beside it in catalogue-copy.ts.
 */
import { modelCopy, seriesCopy } from './catalogue-copy';

export type BrandId = 'denago' | 'evolution';

export interface Brand {
  id: BrandId;
  /** As stored on vehicles and shown in text, e.g. "Denago". */
  name: string;
  /** As shown on badges and buttons, e.g. "DENAGO". */
  display: string;
  batteryType: string;
}

export const brands: Record<BrandId, Brand> = {
  denago: { id: 'denago', name: 'Denago', display: 'DENAGO', batteryType: 'Lithium-ion' },
  evolution: { id: 'evolution', name: 'Evolution', display: 'EVOLUTION', batteryType: 'Lead-acid' },
};

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

export interface SeriesFigures {
  id: SeriesId;
  brand: BrandId;
  /** Display name, also the vehicle category, e.g. "D5 Ranger". */
  name: string;
  /** Whether the brand page shows a card for it (the spec's series grid). */
  onBrandPage: boolean;
  /** Accent colour of the drawn cart illustration. */
  colour: string;
}

export interface SeriesCopy {
  description: string;
  features: readonly [string, string, string];
}

export type Series = SeriesFigures & SeriesCopy;

/** Drive as the spec gives it; null where the spec does not give one. */
export type Drive = '2x4' | '4x4' | 'Rear-wheel drive' | 'All-wheel drive';

export interface ModelFigures {
  slug: string;
  brand: BrandId;
  series: SeriesId;
  /** Model name without the brand, e.g. "D5 Maverick 2+2". */
  model: string;
  price: number;
  seats: number;
  rangeMiles: number;
  topSpeedMph: number;
  drive: Drive | null;
  /** Raised stance: lifted models and 4x4 utility models. */
  lifted: boolean;
}

export interface ModelCopy {
  description: string;
  /** Exactly eight key features. */
  features: readonly string[];
}

export interface CatalogueModel extends ModelFigures, ModelCopy {
  /** Full name with brand, e.g. "Evolution D5 Maverick 2+2". */
  name: string;
  batteryType: string;
  seriesName: string;
}

const seriesFigures: readonly SeriesFigures[] = [
  { id: 'ev-city', brand: 'denago', name: 'EV City', onBrandPage: true, colour: '#0f766e' },
  { id: 'ev-nomad', brand: 'denago', name: 'EV Nomad', onBrandPage: true, colour: '#b45309' },
  { id: 'ev-rover', brand: 'denago', name: 'EV Rover', onBrandPage: true, colour: '#1d4ed8' },
  { id: 'd5-ranger', brand: 'evolution', name: 'D5 Ranger', onBrandPage: true, colour: '#15803d' },
  { id: 'd5-maverick', brand: 'evolution', name: 'D5 Maverick', onBrandPage: true, colour: '#b91c1c' },
  { id: 'classic', brand: 'evolution', name: 'Classic', onBrandPage: true, colour: '#475569' },
  { id: 'carrier', brand: 'evolution', name: 'Carrier', onBrandPage: true, colour: '#7c3aed' },
  { id: 'forester', brand: 'evolution', name: 'Forester', onBrandPage: true, colour: '#3f6212' },
  { id: 'turfman', brand: 'evolution', name: 'Turfman', onBrandPage: true, colour: '#a16207' },
  { id: 'd6-max', brand: 'evolution', name: 'D6 Max', onBrandPage: true, colour: '#111827' },
  // The spec's catalogue lists two D3 models but no D3 series card on the brand page.
  { id: 'd3', brand: 'evolution', name: 'D3', onBrandPage: false, colour: '#0e7490' },
];

type Row = [
  slug: string,
  series: SeriesId,
  model: string,
  price: number,
  seats: number,
  range: number,
  speed: number,
  drive: Drive | null,
  lifted?: boolean,
];

// Columns: slug, series, model name, price USD, seats, range mi, top speed mph, drive (spec section 9).
const rows: readonly Row[] = [
  ['denago-ev-city', 'ev-city', 'EV City', 15000, 2, 40, 25, '2x4'],
  ['denago-ev-nomad', 'ev-nomad', 'EV Nomad', 8495, 4, 45, 25, '2x4'],
  ['denago-ev-nomad-xl', 'ev-nomad', 'EV Nomad XL', 8495, 4, 55, 25, '2x4'],
  ['denago-ev-rover-xl', 'ev-rover', 'EV Rover XL', 9995, 6, 50, 25, '2x4'],
  ['denago-ev-rover-xl6', 'ev-rover', 'EV Rover XL6', 11995, 6, 50, 25, null],
  ['denago-ev-rover-xxl', 'ev-rover', 'EV Rover XXL', 11995, 8, 60, 25, null],
  ['evolution-carrier-6-plus', 'carrier', 'Carrier 6 Plus', 9595, 6, 38, 25, 'Rear-wheel drive'],
  ['evolution-carrier-8-plus', 'carrier', 'Carrier 8 Plus', 13995, 8, 25, 20, '2x4'],
  ['evolution-classic-2-plus', 'classic', 'Classic 2 Plus', 6695, 2, 20, 15, null],
  ['evolution-classic-2-pro', 'classic', 'Classic 2 Pro', 6995, 2, 25, 18, null],
  ['evolution-classic-4-plus', 'classic', 'Classic 4 Plus', 6995, 4, 35, 25, 'Rear-wheel drive'],
  ['evolution-classic-4-pro', 'classic', 'Classic 4 Pro', 6995, 4, 25, 18, null],
  ['evolution-d3-standard', 'd3', 'D3 Standard', 14995, 4, 35, 25, '2x4'],
  ['evolution-d3-lifted', 'd3', 'D3 Lifted', 17995, 4, 30, 25, '4x4', true],
  ['evolution-d5-maverick-2-2', 'd5-maverick', 'D5 Maverick 2+2', 7995, 4, 30, 22, null],
  ['evolution-d5-maverick-2-2-plus', 'd5-maverick', 'D5 Maverick 2+2 Plus', 8995, 4, 35, 25, null],
  ['evolution-d5-maverick-4', 'd5-maverick', 'D5 Maverick 4', 8995, 4, 30, 22, null],
  ['evolution-d5-maverick-4-plus', 'd5-maverick', 'D5 Maverick 4 Plus', 9995, 4, 42, 25, 'Rear-wheel drive'],
  ['evolution-d5-maverick-6-plus', 'd5-maverick', 'D5 Maverick 6 Plus', 11995, 6, 35, 25, null],
  ['evolution-d5-maverick-6', 'd5-maverick', 'D5 Maverick 6', 10995, 6, 30, 22, null],
  [
    'evolution-d5-maverick-6-plus-lifted',
    'd5-maverick',
    'D5 Maverick 6 Plus Lifted',
    11995,
    6,
    35,
    25,
    null,
    true,
  ],
  ['evolution-d5-ranger-22', 'd5-ranger', 'D5 Ranger 2+2', 7695, 4, 30, 20, null],
  ['evolution-d5-ranger-2-2-plus', 'd5-ranger', 'D5 Ranger 2+2 Plus', 8695, 4, 35, 22, null],
  ['evolution-d5-ranger-4', 'd5-ranger', 'D5 Ranger 4', 8695, 4, 30, 20, null],
  ['evolution-d5-ranger-4-plus', 'd5-ranger', 'D5 Ranger 4 Plus', 9595, 4, 45, 25, 'Rear-wheel drive'],
  ['evolution-d5-ranger-6-lifted', 'd5-ranger', 'D5 Ranger 6 Lifted', 11595, 6, 35, 22, null, true],
  ['evolution-d5-ranger-6', 'd5-ranger', 'D5 Ranger 6', 10595, 6, 30, 20, null],
  ['evolution-d5-ranger-6-plus', 'd5-ranger', 'D5 Ranger 6 Plus', 11595, 6, 40, 25, 'Rear-wheel drive'],
  ['evolution-d6-max-gt4', 'd6-max', 'D6 Max GT4', 13595, 4, 40, 25, null],
  ['evolution-d6-max-gt6', 'd6-max', 'D6 Max GT6', 15595, 6, 40, 25, null],
  ['evolution-d6-max-xt4', 'd6-max', 'D6 Max XT4', 15595, 4, 50, 25, 'All-wheel drive', true],
  ['evolution-d6-max-xt6', 'd6-max', 'D6 Max XT6', 17595, 6, 45, 28, '4x4', true],
  ['evolution-forester-4-plus', 'forester', 'Forester 4 Plus', 6995, 4, 25, 18, null],
  ['evolution-forester-6-plus', 'forester', 'Forester 6 Plus', 9995, 6, 25, 18, null],
  ['evolution-turfman-200', 'turfman', 'Turfman 200', 6795, 2, 20, 15, null],
  ['evolution-turfman-800', 'turfman', 'Turfman 800', 9995, 2, 30, 20, '4x4', true],
  ['evolution-turfman-1000', 'turfman', 'Turfman 1000', 9995, 2, 35, 20, '4x4', true],
];

export const series: readonly Series[] = seriesFigures.map((figures) => ({
  ...figures,
  ...seriesCopy[figures.id],
}));

export const catalogue: readonly CatalogueModel[] = rows.map(
  ([slug, seriesId, model, price, seats, rangeMiles, topSpeedMph, drive, lifted = false]) => {
    const figures: ModelFigures = {
      slug,
      brand: seriesBrand(seriesId),
      series: seriesId,
      model,
      price,
      seats,
      rangeMiles,
      topSpeedMph,
      drive,
      lifted,
    };
    const copy = modelCopy[slug];
    if (!copy) throw new Error(`catalogue-copy.ts has no copy for ${slug}`);
    return {
      ...figures,
      ...copy,
      name: `${brands[figures.brand].name} ${model}`,
      batteryType: brands[figures.brand].batteryType,
      seriesName: seriesById(seriesId).name,
    };
  },
);

function seriesBrand(id: SeriesId): BrandId {
  return seriesById(id).brand;
}

export function seriesById(id: SeriesId): SeriesFigures {
  const found = seriesFigures.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`Unknown series: ${id}`);
  return found;
}

export function catalogueModel(slug: string): CatalogueModel | undefined {
  return catalogue.find((model) => model.slug === slug);
}

export function modelsInSeries(id: SeriesId): CatalogueModel[] {
  return catalogue.filter((model) => model.series === id);
}

/** "Starting at" price of a series: the lowest price of its models. */
export function seriesStartingPrice(id: SeriesId): number {
  return Math.min(...modelsInSeries(id).map((model) => model.price));
}

/** The six models each brand page presents in its lineup (spec section 9). */
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

/** Featured on the home page (decisions.md). */
export const featuredSlugs: readonly string[] = [
  'evolution-d5-maverick-6-plus',
  'evolution-d6-max-gt4',
  'denago-ev-city',
];

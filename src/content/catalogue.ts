/**
 * The first-start seed of the inventory: the new-cart catalogue of the spec (section 9), every
 * figure written once. Nothing else reads this file: once the database holds the inventory,
 * staff change it in the inventory office and every page reads the database.
 * Marketing copy (descriptions, feature lists) lives beside it in catalogue-copy.ts.
 */
import { brands, seriesById, type BrandId, type SeriesId } from '@/content/brands';
import { modelCopy, type ModelCopy } from '@/content/catalogue-copy';

/** Drive as the spec gives it; null where the spec does not give one. */
export type Drive = '2x4' | '4x4' | 'Rear-wheel drive' | 'All-wheel drive';

export interface CatalogueModel extends ModelCopy {
  slug: string;
  brand: BrandId;
  series: SeriesId;
  /** Model name without the brand, e.g. "D5 Maverick 2+2". */
  model: string;
  /** Full name with brand, e.g. "Evolution D5 Maverick 2+2". */
  name: string;
  seriesName: string;
  price: number;
  seats: number;
  rangeMiles: number;
  topSpeedMph: number;
  drive: Drive | null;
  /** Raised stance: lifted models and 4x4 utility models. */
  lifted: boolean;
  battery: 'lithium' | 'lead-acid';
  featured: boolean;
}

/** The spec's battery rule: lithium-ion for Denago, lead-acid otherwise. */
const brandBattery: Record<BrandId, CatalogueModel['battery']> = {
  denago: 'lithium',
  evolution: 'lead-acid',
};

/** Featured on the home page (docs/decisions/0007-vehicle-pages-and-images.md). */
const featuredSlugs: readonly string[] = [
  'evolution-d5-maverick-6-plus',
  'evolution-d6-max-gt4',
  'denago-ev-city',
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

// Columns: slug, series, model name, price USD, seats, range mi, top speed mph, drive (brief, section 9).
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

export const catalogue: readonly CatalogueModel[] = rows.map(
  ([slug, seriesId, model, price, seats, rangeMiles, topSpeedMph, drive, lifted = false]) => {
    const seriesInfo = seriesById(seriesId);
    const copy = modelCopy[slug];
    if (!copy) throw new Error(`catalogue-copy.ts has no copy for ${slug}`);
    return {
      ...copy,
      slug,
      brand: seriesInfo.brand,
      series: seriesId,
      model,
      name: `${brands[seriesInfo.brand].name} ${model}`,
      seriesName: seriesInfo.name,
      price,
      seats,
      rangeMiles,
      topSpeedMph,
      drive,
      lifted,
      battery: brandBattery[seriesInfo.brand],
      featured: featuredSlugs.includes(slug),
    };
  },
);

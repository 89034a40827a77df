/**
 * Product feeds of the available vehicles for marketplaces: a Google Merchant Center feed (RSS 2.0
 * with the g: namespace) of the available carts with photos, and a plain CSV of every available
 * cart. Every value is escaped; images are raster (photos, or in the CSV the drawing as PNG), as
 * feeds do not take SVG.
 */
import { absoluteUrl } from '@/features/seo/page-metadata';
import { toCsv } from '@/lib/csv';
import { xmlElement } from '@/lib/xml';

import { effectivePrice, vehiclePath, type Vehicle } from './vehicle';
import { mainRasterImage, photoSource } from './vehicle-images';

/** Google's product taxonomy: Vehicles & Parts > Vehicles > Motor Vehicles > Golf Carts. */
export const golfCartProductCategory = '3931';

/** Only what can be bought today goes to a marketplace. */
export function feedVehicles(vehicles: readonly Vehicle[]): Vehicle[] {
  return vehicles.filter((vehicle) => vehicle.status === 'available');
}

/**
 * Why an available cart is left out of the Google Shopping feed, if it is:
 * - no photo: Shopping takes a product only with a real photo of it; the site's drawing of a cart
 *   is an illustration, which Merchant Center disapproves (and a buyer would rightly distrust);
 * - street-legal: Shopping ads do not take motor vehicles used on public roads ("Unsupported
 *   Shopping content"), and Google's separate vehicle ads take passenger cars, not LSVs.
 * Either way the cart stays on the site and in the CSV feed, and the staff list says why.
 */
export function merchantFeedExclusion(
  vehicle: Pick<Vehicle, 'status' | 'photos' | 'streetLegal'>,
): 'no-photo' | 'street-legal' | undefined {
  if (vehicle.streetLegal === true) return 'street-legal';
  if (vehicle.photos.length === 0) return 'no-photo';
  return undefined;
}

export function inMerchantFeed(vehicle: Pick<Vehicle, 'status' | 'photos' | 'streetLegal'>): boolean {
  return vehicle.status === 'available' && merchantFeedExclusion(vehicle) === undefined;
}

/** The merchant feed's carts: one item per stock number, the first kept should two ever share one. */
function merchantFeedVehicles(vehicles: readonly Vehicle[]): Vehicle[] {
  const stockNumbers = new Set<string>();
  return vehicles.filter((vehicle) => {
    if (!inMerchantFeed(vehicle)) return false;
    const stockNumber = vehicle.stockNumber?.trim().toLowerCase();
    if (!stockNumber) return true;
    if (stockNumbers.has(stockNumber)) return false;
    stockNumbers.add(stockNumber);
    return true;
  });
}

const money = (amount: number) => `${amount.toFixed(2)} USD`;

function additionalImages(siteUrl: string, vehicle: Vehicle): string[] {
  return vehicle.photos.slice(1, 11).map((photo) => absoluteUrl(siteUrl, photoSource(photo, 1600).src));
}

export function merchantFeedXml(vehicles: readonly Vehicle[], siteUrl: string, storeName: string): string {
  const element = (name: string, value: string) => `      ${xmlElement(`g:${name}`, value)}`;
  const items = merchantFeedVehicles(vehicles).map((vehicle) => {
    const lines = [
      element('id', vehicle.id),
      element('title', vehicle.name),
      element('description', vehicle.description),
      element('link', absoluteUrl(siteUrl, vehiclePath(vehicle))),
      element('image_link', absoluteUrl(siteUrl, mainRasterImage(vehicle))),
      ...additionalImages(siteUrl, vehicle).map((url) => element('additional_image_link', url)),
      element('price', money(vehicle.price)),
      ...(effectivePrice(vehicle) < vehicle.price
        ? [element('sale_price', money(effectivePrice(vehicle)))]
        : []),
      element('availability', 'in_stock'),
      element('condition', vehicle.condition),
      element('brand', vehicle.brand),
      element('google_product_category', golfCartProductCategory),
      element('product_type', vehicle.category),
      ...(vehicle.colour ? [element('color', vehicle.colour)] : []),
      // Carts have no GTIN; the dealer's own id identifies each one.
      element('identifier_exists', 'no'),
    ];
    return `    <item>\n${lines.join('\n')}\n    </item>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '  <channel>',
    `    ${xmlElement('title', `${storeName} inventory`)}`,
    `    ${xmlElement('link', absoluteUrl(siteUrl, '/inventory'))}`,
    `    ${xmlElement('description', `Golf carts and electric vehicles available at ${storeName}`)}`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export const inventoryFeedColumns = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'price',
  'sale_price',
  'availability',
  'condition',
  'brand',
  'model',
  'year',
  'category',
  'seats',
  'range_miles',
  'top_speed_mph',
  'street_legal',
  'battery_type',
  'color',
  'stock_number',
  'vin',
  'mileage',
] as const;

export function inventoryFeedCsv(vehicles: readonly Vehicle[], siteUrl: string): string {
  return toCsv(
    inventoryFeedColumns,
    feedVehicles(vehicles).map((vehicle) => [
      vehicle.id,
      vehicle.name,
      vehicle.description,
      absoluteUrl(siteUrl, vehiclePath(vehicle)),
      absoluteUrl(siteUrl, mainRasterImage(vehicle)),
      vehicle.price,
      effectivePrice(vehicle) < vehicle.price ? effectivePrice(vehicle) : '',
      'in stock',
      vehicle.condition,
      vehicle.brand,
      vehicle.model,
      vehicle.year,
      vehicle.category,
      vehicle.seats,
      vehicle.rangeMiles,
      vehicle.topSpeedMph,
      vehicle.streetLegal === null ? '' : vehicle.streetLegal ? 'yes' : 'no',
      vehicle.batteryType,
      vehicle.colour,
      vehicle.stockNumber,
      vehicle.vin,
      vehicle.mileage,
    ]),
    // Read by the listing sites' programs, not opened in a spreadsheet: every value as it is.
    { forSpreadsheets: false },
  );
}

import { firstWholeDescription } from '@/features/seo/page-metadata';
import { formatPrice } from '@/lib/format-price';

import { batteryTypeLabels, effectivePrice, type Vehicle } from './vehicle';

/**
 * A cart's page title, as a search result shows it: a used cart says so, as its description
 * does; one on hold keeps its price but says it is held (the hold may end); a sold or archived
 * one says that instead of a price.
 */
export function vehiclePageTitle(vehicle: Vehicle): string {
  const name = `${vehicle.condition === 'used' ? 'Used ' : ''}${vehicle.name}`;
  if (vehicle.status === 'archived') return `${name} (no longer listed)`;
  if (vehicle.status === 'sold') return `${name} (sold)`;
  const forSale = `${name} for Sale, ${formatPrice(effectivePrice(vehicle))}`;
  return vehicle.status === 'on-hold' ? `${forSale} (on hold)` : forSale;
}

/**
 * A cart's description for search results, written to show whole: what it is and its price
 * (none once sold), then as many of the staff's own sentences as fit, else its range and battery.
 */
export function vehicleMetaDescription(vehicle: Vehicle): string {
  const sold = vehicle.status === 'sold' || vehicle.status === 'archived';
  const lead = `${vehicle.condition === 'used' ? 'Used ' : ''}${vehicle.name}${vehicle.seats ? `, ${vehicle.seats}-seat` : ''} ${vehicle.category} electric cart${sold ? '' : ` at ${formatPrice(effectivePrice(vehicle))}`}`;
  const sentences = vehicle.description
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);
  const facts = [
    vehicle.rangeMiles ? `up to ${vehicle.rangeMiles} miles of range` : undefined,
    vehicle.batteryType ? `${batteryTypeLabels[vehicle.batteryType].toLowerCase()} battery` : undefined,
  ].filter((fact) => fact !== undefined);
  return firstWholeDescription([
    ...sentences.map((_, index) => `${lead}. ${sentences.slice(0, sentences.length - index).join(' ')}`),
    ...(facts.length > 0 ? [`${lead}, ${facts.join(', ')}.`] : []),
    `${lead}.`,
  ]);
}

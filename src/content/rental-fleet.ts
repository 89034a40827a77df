/**
 * The sample rental fleet seeded on a first start, so the site shows real availability out of the
 * box: carts by type and the showroom each leaves from. Staff keep the real fleet in the rentals
 * office (/admin/rentals/fleet); this list is read only while the fleet is empty.
 */
import type { CartTypeId } from './rental-plans';

export interface SampleRentalCart {
  fleetNumber: string;
  type: CartTypeId;
  locationId: 'toms-river-nj' | 'somerville-nj';
}

const carts = (prefix: string, type: CartTypeId, locationId: SampleRentalCart['locationId'], count: number) =>
  Array.from({ length: count }, (_, index) => ({
    fleetNumber: `${prefix}-${String(index + 1).padStart(2, '0')}`,
    type,
    locationId,
  }));

export const sampleRentalFleet: readonly SampleRentalCart[] = [
  ...carts('SH4', 'four-seater', 'toms-river-nj', 8),
  ...carts('SH6', 'six-seater', 'toms-river-nj', 4),
  ...carts('SHU', 'utility', 'toms-river-nj', 2),
  ...carts('SO4', 'four-seater', 'somerville-nj', 4),
  ...carts('SO6', 'six-seater', 'somerville-nj', 2),
  ...carts('SOU', 'utility', 'somerville-nj', 2),
];

import { describe, expect, it } from 'vitest';

import { maxDescriptionLength, metaDescription } from '@/features/seo/page-metadata';
import { formatPrice } from '@/lib/format-price';

import { catalogueVehicles } from '../../../tests/support/vehicles';
import { effectivePrice } from './vehicle';
import { vehicleMetaDescription, vehiclePageTitle } from './vehicle-meta-description';

describe("a cart's description for search results", () => {
  const vehicles = catalogueVehicles();

  it('shows whole for every cart of the catalogue, with its name and price', () => {
    for (const vehicle of vehicles) {
      const description = vehicleMetaDescription(vehicle);
      expect(description.length, description).toBeLessThanOrEqual(maxDescriptionLength);
      expect(metaDescription(description)).toBe(description);
      expect(description).toContain(vehicle.name);
      expect(description).toContain(formatPrice(effectivePrice(vehicle)));
    }
  });

  it("keeps as many of the staff's own sentences as fit, else the cart's range and battery", () => {
    const vehicle = vehicles.find((each) => each.rangeMiles && each.batteryType)!;
    const short = { ...vehicle, description: 'Bright red. One owner.' };
    expect(vehicleMetaDescription(short)).toMatch(/\. Bright red\. One owner\.$/);
    const long = { ...vehicle, description: `${'A very long sentence about the cart '.repeat(4)}. Second.` };
    const described = vehicleMetaDescription(long);
    expect(described).not.toContain('A very long sentence');
    expect(described).toContain(`up to ${vehicle.rangeMiles} miles of range`);
    expect(described.endsWith('battery.')).toBe(true);
  });

  it('gives no price once the cart is sold', () => {
    const vehicle = { ...vehicles[0]!, status: 'sold' as const };
    expect(vehicleMetaDescription(vehicle)).not.toContain(formatPrice(effectivePrice(vehicle)));
  });
});

describe("a cart's page title", () => {
  const vehicles = catalogueVehicles();
  const vehicle = vehicles[0]!;
  const price = formatPrice(effectivePrice(vehicle));

  it('offers an available cart for sale at its price, and says a used one is used', () => {
    expect(vehiclePageTitle({ ...vehicle, status: 'available', condition: 'new' })).toBe(
      `${vehicle.name} for Sale, ${price}`,
    );
    expect(vehiclePageTitle({ ...vehicle, status: 'available', condition: 'used' })).toBe(
      `Used ${vehicle.name} for Sale, ${price}`,
    );
  });

  it('says a cart on hold is held, a sold one sold and an archived one no longer listed', () => {
    expect(vehiclePageTitle({ ...vehicle, status: 'on-hold', condition: 'new' })).toBe(
      `${vehicle.name} for Sale, ${price} (on hold)`,
    );
    expect(vehiclePageTitle({ ...vehicle, status: 'sold', condition: 'new' })).toBe(`${vehicle.name} (sold)`);
    expect(vehiclePageTitle({ ...vehicle, status: 'archived', condition: 'used' })).toBe(
      `Used ${vehicle.name} (no longer listed)`,
    );
  });
});

import { describe, expect, it } from 'vitest';

import { fallbackVehicleImage, vehicleBadge, vehicleImage } from './vehicle';
import { sceneIndex } from './vehicle-images';

describe('vehicleBadge', () => {
  it('says NEW for a new vehicle whether or not it is in stock', () => {
    expect(vehicleBadge({ isNew: true, inStock: true })).toBe('NEW');
    expect(vehicleBadge({ isNew: true, inStock: false })).toBe('NEW');
  });

  it('otherwise says whether it is in stock', () => {
    expect(vehicleBadge({ isNew: false, inStock: true })).toBe('In Stock');
    expect(vehicleBadge({ isNew: false, inStock: false })).toBe('Out of Stock');
  });
});

describe('vehicle images', () => {
  it('uses the first image, or the fallback when there is none', () => {
    expect(vehicleImage({ images: ['/a.svg', '/b.svg'] })).toBe('/a.svg');
    expect(vehicleImage({ images: [] })).toBe(fallbackVehicleImage);
  });

  it('picks the template background by name length modulo 8', () => {
    expect(sceneIndex('Denago EV City')).toBe(14 % 8);
    expect(sceneIndex('Evolution D5 Maverick 6 Plus Lifted')).toBe(35 % 8);
    expect(sceneIndex('12345678')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';

import { seededVehicle } from '../../../tests/support/vehicles';
import { effectivePrice, specificationRows, specificationsObject, vehicleBadge } from './vehicle';
import { drawingPath, drawingVersion, imageList, mainImage, sceneIndex } from './vehicle-images';

describe('vehicleBadge', () => {
  it('says NEW for a new cart that can be bought, In Stock for a used one', () => {
    expect(vehicleBadge({ condition: 'new', status: 'available' })).toBe('NEW');
    expect(vehicleBadge({ condition: 'used', status: 'available' })).toBe('In Stock');
  });

  it('says On Hold and Sold whatever the condition', () => {
    expect(vehicleBadge({ condition: 'new', status: 'on-hold' })).toBe('On Hold');
    expect(vehicleBadge({ condition: 'new', status: 'sold' })).toBe('Sold');
    expect(vehicleBadge({ condition: 'used', status: 'archived' })).toBe('No Longer Listed');
  });
});

describe('prices and facts', () => {
  it('charges the sale price when there is one', () => {
    expect(effectivePrice({ price: 9995, salePrice: null })).toBe(9995);
    expect(effectivePrice({ price: 9995, salePrice: 8995 })).toBe(8995);
  });

  it('lists the stated figures first and the pairs staff added after them, never an unstated one', () => {
    const vehicle = seededVehicle('denago-ev-city', {
      specifications: [{ label: 'Charger', value: 'Onboard 48V' }],
    });
    const rows = specificationRows(vehicle);
    expect(rows[0]).toEqual(['Seating capacity', String(vehicle.seats)]);
    expect(rows.at(-1)).toEqual(['Charger', 'Onboard 48V']);
    expect(rows.map(([label]) => label)).not.toContain('Street legal (LSV)');
    expect(specificationsObject(vehicle)).toMatchObject({
      seatingCapacity: vehicle.seats,
      range: `${vehicle.rangeMiles} miles`,
      batteryType: 'Lithium-ion',
      Charger: 'Onboard 48V',
    });
  });
});

describe('vehicle images', () => {
  it('give a drawing a new address when a figure it shows changes, and only then', () => {
    const vehicle = seededVehicle('denago-ev-city');
    const repriced = { ...vehicle, price: vehicle.price + 500 };
    expect(drawingPath(repriced)).toBe(drawingPath(vehicle));
    expect(drawingPath({ ...vehicle, colour: 'Red' })).not.toBe(drawingPath({ ...vehicle, colour: 'Blue' }));
    expect(drawingPath({ ...vehicle, seats: 6 })).not.toBe(drawingPath({ ...vehicle, seats: 2 }));
  });

  it('uses the first photo with a srcset, or the drawing when there is none', () => {
    const vehicle = seededVehicle('denago-ev-city');
    expect(mainImage(vehicle)).toEqual({
      src: `/images/vehicles/denago-ev-city.svg?v=${drawingVersion(vehicle)}`,
      width: 640,
      height: 400,
    });
    const withPhoto = {
      ...vehicle,
      photos: [{ id: 'p1', alt: '', width: 1600, height: 1200, widths: [480, 960, 1600] }],
    };
    expect(mainImage(withPhoto)).toEqual({
      src: '/photos/p1/960.webp',
      srcSet: '/photos/p1/480.webp 480w, /photos/p1/960.webp 960w, /photos/p1/1600.webp 1600w',
      width: 960,
      height: 720,
    });
    expect(imageList(withPhoto)).toEqual(['/photos/p1/1600.webp']);
  });

  it('picks the template background by name length modulo 8', () => {
    expect(sceneIndex('Denago EV City')).toBe(14 % 8);
    expect(sceneIndex('Evolution D5 Maverick 6 Plus Lifted')).toBe(35 % 8);
    expect(sceneIndex('12345678')).toBe(0);
  });
});

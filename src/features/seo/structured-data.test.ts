import { describe, expect, it } from 'vitest';

import { dealer } from '@/content/dealer';

import { organization } from './structured-data';

describe('organization', () => {
  it('places the dealer at its main showroom with its address, map position and hours', () => {
    const main = dealer.locations.find((location) => location.type === 'physical')!;
    const data = organization('https://carts.example');
    expect(data).toMatchObject({
      '@type': 'AutoDealer',
      name: dealer.name,
      address: { streetAddress: main.address!.street, postalCode: main.address!.postalCode },
      geo: { latitude: main.coordinates!.latitude, longitude: main.coordinates!.longitude },
    });
    const hours = ('openingHoursSpecification' in data && data.openingHoursSpecification) || [];
    expect(hours.map((row) => row.opens)).toEqual(
      main.hours.filter((row) => row.opens && row.closes).map((row) => row.opens),
    );
    expect(hours.length).toBeGreaterThan(0);
  });
});

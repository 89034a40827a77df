import { describe, expect, it } from 'vitest';

import { directionsUrl } from '@/features/places/directions';

describe('directionsUrl', () => {
  it('points directions at the coordinates', () => {
    expect(directionsUrl({ latitude: 40.5743, longitude: -74.6099 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=40.5743,-74.6099',
    );
  });
});

import { describe, expect, it } from 'vitest';

import { seededVehicle } from '../../../tests/support/vehicles';
import { copyConflicts } from './vehicle-copy-check';

describe('copyConflicts', () => {
  it('accepts copy that restates the figures', () => {
    expect(copyConflicts(seededVehicle('denago-ev-city'))).toEqual([]);
  });

  it('names the feature line that disagrees with a changed range, seats or top speed', () => {
    const city = seededVehicle('denago-ev-city', { rangeMiles: 50, seats: 4, topSpeedMph: 19 });
    const messages = copyConflicts(city).map((conflict) => conflict.message);
    expect(messages).toContain('The description says 40 miles of range, but the range is 50 miles.');
    expect(messages).toContain('The description says 2 seats, but the cart seats 4.');
    expect(messages).toContain('The description says 25 mph, but the top speed is 19 mph.');
    const rangeLine = city.features.findIndex((feature) => /miles/.test(feature));
    expect(copyConflicts(city)).toContainEqual({
      field: 'features',
      line: rangeLine,
      message: `Feature line ${rangeLine + 1} says 40 miles of range, but the range is 50 miles.`,
    });
  });

  it('checks drive and battery mentions', () => {
    const carrier = seededVehicle('evolution-carrier-6-plus', { drive: '4x4', batteryType: 'lithium' });
    const messages = copyConflicts(carrier).map((conflict) => conflict.message);
    expect(messages.some((message) => /rear-wheel drive, but the drive is 4x4/.test(message))).toBe(true);
    expect(
      messages.some((message) => /lead-acid battery, but the battery type is lithium/.test(message)),
    ).toBe(true);
  });

  it('leaves road limits and copy without figures alone', () => {
    const used = seededVehicle('denago-ev-city', {
      description: 'Street legal on roads posted 35 mph or less. Garage kept, new tires.',
      features: ['Two rows of seats, folding rear seat', 'LED lights'],
    });
    expect(copyConflicts(used)).toEqual([]);
  });
});

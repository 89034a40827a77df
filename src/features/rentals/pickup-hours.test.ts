import { describe, expect, it } from 'vitest';

import { rentalLocationIds } from '@/content/rental-plans';
import { clockLabel } from '@/lib/opening-hours';

import { pickupHoursWords, pickupTimes, type HandoverPlace } from './rental-time';

const range = (date: string, handover: HandoverPlace) => {
  const times = pickupTimes(date, handover);
  return `${clockLabel(times[0]!)} to ${clockLabel(times.at(-1)!)}`;
};

describe('the pickup-time hint', () => {
  it('says the times each place takes, as the booking refuses any other: the showrooms, the delivery team, Sundays', () => {
    const words = pickupHoursWords(rentalLocationIds);
    const monday = '2027-03-01';
    const sunday = '2027-03-07';
    for (const locationId of rentalLocationIds)
      expect(words).toContain(`Showroom pickups ${range(monday, { locationId })}`);
    expect(words).toContain(`deliveries ${range(monday, 'delivery')}`);
    expect(words).toContain(`${range(sunday, 'delivery')} on Sundays`);
  });
});

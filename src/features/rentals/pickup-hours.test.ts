import { describe, expect, it } from 'vitest';

import { rentalLocationIds } from '@/content/rental-plans';
import { addDays } from '@/features/requests/request-dates';
import { clockLabel } from '@/lib/opening-hours';

import { pickupHoursWords, pickupTimes, type HandoverPlace } from './rental-time';

const range = (date: string, handover: HandoverPlace) => {
  const times = pickupTimes(date, handover);
  return `${clockLabel(times[0]!)} to ${clockLabel(times.at(-1)!)}`;
};

describe('the pickup-time hint', () => {
  it('says the times each place takes on each day it is open, as the booking refuses any other', () => {
    const words = pickupHoursWords(rentalLocationIds);
    // A week from a Monday: every open day's first and last pickup time is in the hint.
    for (let day = 0; day < 7; day++) {
      const date = addDays('2027-03-01', day);
      for (const place of [...rentalLocationIds.map((locationId) => ({ locationId })), 'delivery' as const])
        if (pickupTimes(date, place).length > 0) expect(words).toContain(range(date, place));
    }
    expect(words).toMatch(/^Showroom pickups .+; deliveries .+\.$/);
  });
});

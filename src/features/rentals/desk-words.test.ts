import { describe, expect, it } from 'vitest';

import { bookingStatusLabels } from './booking';
import { bookingStatusTones, returnStanding } from './desk-words';
import { hourMs } from './rental-time';

const now = Date.UTC(2027, 6, 16, 15);
const dayMs = 24 * hourMs;

describe('how a booking on the day’s returns list stands', () => {
  it('says a booking whose pickup passed without a check-out was not picked up, not “Booked”', () => {
    const standing = returnStanding({ status: 'booked', startsMs: now - 2 * dayMs }, now + hourMs, now);
    expect(standing.label).toBe('Not picked up');
    expect(standing.overdue).toBe(false);
  });

  it('marks a cart out past its due-back time as overdue, and not before', () => {
    const out = { status: 'out' as const, startsMs: now - 2 * dayMs };
    expect(returnStanding(out, now - hourMs, now)).toEqual({
      label: bookingStatusLabels.out,
      tone: bookingStatusTones.out,
      overdue: true,
    });
    expect(returnStanding(out, now + hourMs, now).overdue).toBe(false);
  });

  it('reads as its status when it is back, or its pickup is still ahead', () => {
    expect(returnStanding({ status: 'returned', startsMs: now - dayMs }, now - hourMs, now)).toEqual({
      label: bookingStatusLabels.returned,
      tone: bookingStatusTones.returned,
      overdue: false,
    });
    expect(returnStanding({ status: 'booked', startsMs: now + hourMs }, now + dayMs, now).label).toBe(
      bookingStatusLabels.booked,
    );
  });
});

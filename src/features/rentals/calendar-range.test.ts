import { describe, expect, it } from 'vitest';

import { addDays, lastBookableDate } from '@/features/requests/request-dates';

import { calendarRange, defaultCalendarLength } from './calendar-range';

describe('the fleet calendar’s range', () => {
  const today = '2026-11-29';

  it('shows the days asked for, from the past bookings to the last bookable day', () => {
    expect(calendarRange({ from: '2025-07-01', days: '30' }, today)).toEqual({
      from: '2025-07-01',
      days: 30,
    });
    expect(calendarRange({ from: lastBookableDate(today), days: '7' }, today)).toEqual({
      from: lastBookableDate(today),
      days: 7,
    });
  });

  it('starts at today for a day past what can be booked, decades back, or unreadable', () => {
    for (const from of ['9999-12-25', addDays(lastBookableDate(today), 1), '1900-01-01', '2026-02-30'])
      expect(calendarRange({ from, days: '120' }, today), from).toEqual({ from: today, days: 120 });
    expect(calendarRange({ days: '5' }, today)).toEqual({ from: today, days: defaultCalendarLength });
  });
});

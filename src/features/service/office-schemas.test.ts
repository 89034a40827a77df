import { describe, expect, it } from 'vitest';

import {
  estimateLineSchema,
  jobTypeSchema,
  labourHoursMax,
  weekdayHoursSchema,
  weekdayNames,
  windowSchema,
} from './office-schemas';

/** The messages a form's hours field is refused with; none when it is taken. */
const hoursMessages = (
  parsed: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field = 'hours',
) => parsed.error?.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message) ?? [];

const line = (hours: string) =>
  estimateLineSchema.safeParse({
    id: 'job-1',
    kind: 'labour',
    description: 'Replace the solenoid',
    hours,
    price: '',
  });

describe('hours typed at the service desk', () => {
  it('says one rule for labour, whether it is 0 or past the most a line may take', () => {
    const rule = `Hours: enter hours above 0, up to ${labourHoursMax}, e.g. 1.5`;
    expect(hoursMessages(line('0'))).toEqual([rule]);
    expect(hoursMessages(line('0.001'))).toEqual([rule]);
    expect(hoursMessages(line(String(labourHoursMax + 1)))).toEqual([rule]);
    expect(hoursMessages(line('1.5'))).toEqual([]);
    expect(line('1.5').data?.hours).toBe(90);
  });

  it("takes no job of no time, but a day's technician hours of none", () => {
    const job = jobTypeSchema.safeParse({ name: 'Battery test', hours: '0', price: '' });
    expect(hoursMessages(job)).toEqual(['Standard time: enter hours above 0, up to 24, e.g. 1.5']);
    const week = Object.fromEntries(
      Array.from({ length: 7 }, (_, day) => [`day${day}`, day === 0 ? '0' : '16']),
    );
    expect(weekdayHoursSchema.safeParse({ version: '1', ...week }).success).toBe(true);
  });

  it('names the day of each weekday’s hours it refuses, as the form’s summary lists them together', () => {
    const week = Object.fromEntries(Array.from({ length: 7 }, (_, day) => [`day${day}`, '16']));
    const refused = weekdayHoursSchema.safeParse({ version: '1', ...week, day2: '-1', day3: 'x' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message.split(':')[0]])).toEqual(
      [
        ['day2', weekdayNames[2]],
        ['day3', weekdayNames[3]],
      ],
    );
  });
});

describe('figures typed at the service desk', () => {
  it('reads hours only in decimal digits: not "0x10" as 16, nor "1,5" as 15', () => {
    for (const typed of ['0x10', '1e1', '1,5', 'Infinity'])
      expect(hoursMessages(line(typed))).toEqual([
        `Hours: enter hours above 0, up to ${labourHoursMax}, e.g. 1.5`,
      ]);
  });

  it('refuses a drop-off window whose carts were cleared, rather than save it as taking none', () => {
    const window = (maxCarts: string) =>
      windowSchema.safeParse({
        label: 'Drop off 8-9AM',
        startsAt: '08:00',
        endsAt: '09:00',
        maxCarts,
        weekdays: ['1'],
      });
    for (const typed of ['', '   ', '0x2', '1.5', '51'])
      expect(hoursMessages(window(typed), 'maxCarts')).toEqual(['Carts: a whole number from 0 to 50']);
    expect(window('0').data?.maxCarts).toBe(0);
    expect(window(' 4 ').data?.maxCarts).toBe(4);
  });

  it('refuses a drop-off window with no day ticked, and reads only the days of the week', () => {
    const days = (weekdays: string[]) =>
      windowSchema.safeParse({
        label: 'Drop off',
        startsAt: '08:00',
        endsAt: '09:00',
        maxCarts: '2',
        weekdays,
      });
    for (const ticked of [[], ['7'], ['-1', 'monday', '1.5']])
      expect(hoursMessages(days(ticked), 'weekdays')).toEqual(['Tick the days the window runs']);
    expect(days(['5', '1', '1', '9']).data?.weekdays).toEqual([1, 5]);
  });
});

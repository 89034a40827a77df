import { describe, expect, it } from 'vitest';

import { businessHours, onlineStoreHours, serviceHours } from '@/content/dealer';
import { dealerTimeZone } from '@/content/dealer-time-zone';
import {
  afterOpenMinutes,
  clockLabel,
  dealerZoneOffsets,
  localTime,
  openingState,
  zoneOffsets,
} from '@/lib/opening-hours';

/** A moment given as New York wall-clock time in the week of Monday 16 November 2026 (EST, UTC-5). */
const at = (day: number, time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(Date.UTC(2026, 10, 15 + day, hours! + 5, minutes));
};

describe('openingState', () => {
  it('walks a whole week of business hours: open in the day, closed at night and on Sunday', () => {
    const expected: [number, string, string][] = [
      [0, '12:00', 'Closed, opens tomorrow at 9AM'],
      [1, '08:59', 'Closed, opens today at 9AM'],
      [1, '09:00', 'Open now, until 5PM'],
      [2, '16:59', 'Open now, until 5PM'],
      [3, '17:00', 'Closed, opens tomorrow at 9AM'],
      [4, '12:30', 'Open now, until 5PM'],
      [5, '23:00', 'Closed, opens tomorrow at 9AM'],
      [6, '10:00', 'Open now, until 5PM'],
      [6, '18:00', 'Closed, opens Monday at 9AM'],
    ];
    for (const [day, time, text] of expected) {
      expect(openingState(businessHours, at(day, time)).text, `day ${day} ${time}`).toBe(text);
    }
    expect(openingState(businessHours, at(1, '10:00')).open).toBe(true);
    expect(openingState(businessHours, at(0, '10:00')).open).toBe(false);
  });

  it('follows each set of hours: the service shop closes early on Saturday, the online store never', () => {
    expect(openingState(serviceHours, at(6, '15:30')).text).toBe('Closed, opens Monday at 8AM');
    expect(openingState(serviceHours, at(1, '08:00')).text).toBe('Open now, until 5PM');
    expect(openingState(onlineStoreHours, at(0, '03:00')).text).toBe('Open now, 24 hours');
  });

  it('reads the time in New York whatever the visitor clock says', () => {
    // 15:00 UTC on a Sunday is 10AM in New York: closed all day.
    expect(openingState(businessHours, new Date(Date.UTC(2026, 10, 15, 15, 0))).open).toBe(false);
    // 13:00 UTC on a Monday is 8AM in New York: not yet open.
    expect(openingState(businessHours, new Date(Date.UTC(2026, 10, 16, 13, 0))).text).toBe(
      'Closed, opens today at 9AM',
    );
  });
});

describe('zoneOffsets: the local time a browser tells without Intl', () => {
  const minuteMs = 60_000;
  /** Every `step` minutes across the table's stretch, the table and Intl agree on day and minute. */
  const agreesWithIntl = (timeZone: string, from: Date, step: number) => {
    const zone = zoneOffsets(timeZone, from);
    let compared = 0;
    for (let time = zone.spans[0]!.from; time < zone.until; time += step * minuteMs) {
      const moment = new Date(time);
      expect(localTime(moment, zone), moment.toISOString()).toEqual(localTime(moment, timeZone));
      compared++;
    }
    return { zone, compared };
  };

  it("tells the dealer's wall clock to the minute across a year, clocks going forward and back", () => {
    const { zone, compared } = agreesWithIntl(dealerTimeZone, new Date(Date.UTC(2026, 10, 27, 12)), 97);
    expect(compared).toBeGreaterThan(5_000);
    // New York: summer time from 2AM on 14 March 2027 (7:00 UTC) to 2AM on 7 November (6:00 UTC).
    expect(zone.spans.slice(1)).toEqual([
      { from: Date.UTC(2027, 2, 14, 7), offsetMinutes: -240 },
      { from: Date.UTC(2027, 10, 7, 6), offsetMinutes: -300 },
    ]);
    for (const change of zone.spans.slice(1)) {
      for (const time of [change.from - minuteMs, change.from]) {
        expect(localTime(new Date(time), zone)).toEqual(localTime(new Date(time), dealerTimeZone));
      }
    }
  });

  it('follows zones whose clocks move by half an hour or never', () => {
    expect(
      agreesWithIntl('Australia/Lord_Howe', new Date(Date.UTC(2026, 10, 27)), 211).zone.spans,
    ).toHaveLength(3);
    expect(agreesWithIntl('Asia/Kolkata', new Date(Date.UTC(2026, 10, 27)), 601).zone.spans).toHaveLength(1);
  });

  it("tells the dealer's time from one table a day, each covering its day and the year after", () => {
    const morning = new Date(Date.UTC(2027, 2, 13, 1));
    const evening = new Date(Date.UTC(2027, 2, 13, 23, 59));
    const table = dealerZoneOffsets(morning);
    expect(dealerZoneOffsets(evening)).toBe(table);
    const nextDay = new Date(Date.UTC(2027, 2, 14, 8));
    const nextTable = dealerZoneOffsets(nextDay);
    expect(nextTable).not.toBe(table);
    for (const [zone, moment] of [
      [table, morning],
      [table, evening],
      [nextTable, nextDay],
      [nextTable, new Date(nextDay.getTime() + 364 * 86_400_000)],
    ] as const) {
      expect(zone.spans[0]!.from).toBeLessThanOrEqual(moment.getTime());
      expect(zone.until).toBeGreaterThan(moment.getTime());
      expect(localTime(moment, zone)).toEqual(localTime(moment, dealerTimeZone));
    }
  });

  it('asks Intl outside its stretch, so a page kept longer still tells the right time', () => {
    const zone = zoneOffsets(dealerTimeZone, new Date(Date.UTC(2026, 10, 27)), 30);
    // A summer moment the table does not reach: its only offset is winter's.
    const summer = new Date(Date.UTC(2027, 6, 1, 16, 30));
    expect(localTime(summer, zone)).toEqual({ day: 4, minutes: 12 * 60 + 30 });
    const longBefore = new Date(Date.UTC(2026, 6, 1, 16, 30));
    expect(localTime(longBefore, zone)).toEqual({ day: 3, minutes: 12 * 60 + 30 });
  });

  it('gives the opening state the time zone name gives', () => {
    const zone = zoneOffsets(dealerTimeZone, new Date(Date.UTC(2026, 10, 15)));
    for (let hour = 0; hour < 24 * 7; hour += 5) {
      const moment = at(0, '00:00');
      moment.setTime(moment.getTime() + hour * 3_600_000);
      expect(openingState(businessHours, moment, zone)).toEqual(openingState(businessHours, moment));
    }
  });
});

describe('afterOpenMinutes: a promise counted in opening hours', () => {
  it.each([
    ['in the day, straight on', [2, '10:00'], [2, '10:15']],
    ['before opening, from the opening', [2, '07:30'], [2, '09:15']],
    ['across closing, into the next morning', [2, '16:55'], [3, '09:10']],
    ['on Saturday evening, to Monday (Sunday is closed)', [6, '16:55'], [8, '09:10']],
    ['on Sunday, to Monday', [7, '11:00'], [8, '09:15']],
  ] as const)('%s', (_name, [fromDay, fromTime], [toDay, toTime]) => {
    expect(afterOpenMinutes(businessHours, at(fromDay, fromTime), 15).toISOString()).toBe(
      at(toDay, toTime).toISOString(),
    );
  });

  it('follows the hours it is given and a longer promise', () => {
    expect(afterOpenMinutes(onlineStoreHours, at(0, '03:00'), 15)).toEqual(at(0, '03:15'));
    // Eight open hours a day: 600 minutes from Monday 9AM is Tuesday 11AM.
    expect(afterOpenMinutes(businessHours, at(1, '09:00'), 600)).toEqual(at(2, '11:00'));
  });
});

describe('labels and links', () => {
  it.each([
    ['09:00', '9AM'],
    ['17:30', '5:30PM'],
    ['12:00', '12PM'],
  ])('prints %s the way the hours are published, %s', (time, label) => {
    expect(clockLabel(time)).toBe(label);
  });
});

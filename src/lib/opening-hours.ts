/**
 * Whether a location is open at a given moment, in the dealer's time zone, and when it opens
 * next: "Open now, until 5PM" or "Closed, opens Monday at 9AM". Holidays are not modelled: the
 * hours are the published weekly hours.
 */
import type { OpeningHours } from '@/content/dealer';
import { dealerTimeZone } from '@/content/dealer-time-zone';

const dayMs = 86_400_000;

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

interface LocalTime {
  /** 0 = Sunday. */
  day: number;
  minutes: number;
}

/**
 * A time zone as its offsets from UTC over a stretch of time, worked out on the server
 * (`zoneOffsets`), so that a browser tells the dealer's local time by arithmetic. A browser's first
 * use of `Intl` loads its locale data: 20-55 ms on this machine, four times that on the phone
 * Lighthouse simulates, one long task on every town page as it came alive.
 */
export interface ZoneOffsets {
  timeZone: string;
  /** From each moment (ms since the epoch) on, the zone's offset in minutes east of UTC. */
  spans: readonly { from: number; offsetMinutes: number }[];
  /** The first moment the spans no longer cover; from it on the browser asks `Intl`. */
  until: number;
}

function localTimeByIntl(moment: Date, timeZone: string): LocalTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return {
    day: weekdays.indexOf(part('weekday') as (typeof weekdays)[number]),
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

export function localTime(moment: Date, zone: string | ZoneOffsets = dealerTimeZone): LocalTime {
  if (typeof zone === 'string') return localTimeByIntl(moment, zone);
  const time = moment.getTime();
  let offsetMinutes: number | undefined;
  for (const span of zone.spans) if (span.from <= time) offsetMinutes = span.offsetMinutes;
  if (offsetMinutes === undefined || time >= zone.until) return localTimeByIntl(moment, zone.timeZone);
  const wallClock = new Date(time + offsetMinutes * 60_000);
  return { day: wallClock.getUTCDay(), minutes: wallClock.getUTCHours() * 60 + wallClock.getUTCMinutes() };
}

/** The zone's offset from UTC at a moment, in minutes, as Intl reads it (whole minutes). */
function offsetMinutesAt(format: Intl.DateTimeFormat, time: number): number {
  const parts = format.formatToParts(new Date(time));
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  const wallClockAsUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wallClockAsUtc - Math.floor(time / 60_000) * 60_000) / 60_000);
}

/**
 * The zone's offsets from a day before `from` (a visitor's clock may run behind the server's) to
 * `days` days after it. Zones change offset at most a few times a year, on the minute: each day is
 * compared with the next, and a change is found to the minute between them.
 */
export function zoneOffsets(timeZone: string, from: Date, days = 400): ZoneOffsets {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const start = Math.floor(from.getTime() / 60_000) * 60_000 - dayMs;
  const until = start + (days + 1) * dayMs;
  const spans = [{ from: start, offsetMinutes: offsetMinutesAt(format, start) }];
  for (let day = start; day < until; day += dayMs) {
    const next = Math.min(day + dayMs, until - 60_000);
    const offset = spans.at(-1)!.offsetMinutes;
    if (offsetMinutesAt(format, next) === offset) continue;
    // The last minute still on the old offset, and the first on the new one.
    let before = day;
    let after = next;
    while (after - before > 60_000) {
      const middle = before + Math.floor((after - before) / 120_000) * 60_000;
      if (offsetMinutesAt(format, middle) === offset) before = middle;
      else after = middle;
    }
    spans.push({ from: after, offsetMinutes: offsetMinutesAt(format, after) });
  }
  return { timeZone, spans, until };
}

let dealerZoneOffsetsToday: { day: number; offsets: ZoneOffsets } | undefined;

/**
 * The dealer's `zoneOffsets`, worked out once a UTC day and shared by every page drawn that day:
 * about 6 ms of `Intl` a time, on every town page the server draws. The table still starts before
 * `now` (at most two days) and runs over a year past it.
 */
export function dealerZoneOffsets(now = new Date()): ZoneOffsets {
  const day = Math.floor(now.getTime() / dayMs);
  if (dealerZoneOffsetsToday?.day !== day)
    dealerZoneOffsetsToday = { day, offsets: zoneOffsets(dealerTimeZone, now) };
  return dealerZoneOffsetsToday.offsets;
}

const toMinutes = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** "9AM", "5:30PM". */
export function clockLabel(time: string): string {
  const minutes = toMinutes(time);
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const suffix = hour >= 12 ? 'PM' : 'AM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute ? `:${String(minute).padStart(2, '0')}` : ''}${suffix}`;
}

function dayHours(hours: readonly OpeningHours[], day: number) {
  const name = weekdays[day]!;
  const row = hours.find((candidate) => candidate.dayOfWeek.includes(name));
  return row?.opens && row.closes
    ? { opens: toMinutes(row.opens), closes: toMinutes(row.closes), row }
    : undefined;
}

export type OpeningState = { open: true; text: string } | { open: false; text: string };

export function openingState(
  hours: readonly OpeningHours[],
  moment: Date,
  zone: string | ZoneOffsets = dealerTimeZone,
): OpeningState {
  const now = localTime(moment, zone);
  const today = dayHours(hours, now.day);
  if (today && now.minutes >= today.opens && now.minutes < today.closes) {
    const always = today.opens === 0 && today.closes >= 23 * 60 + 59;
    return {
      open: true,
      text: always ? 'Open now, 24 hours' : `Open now, until ${clockLabel(today.row.closes!)}`,
    };
  }
  if (today && now.minutes < today.opens)
    return { open: false, text: `Closed, opens today at ${clockLabel(today.row.opens!)}` };
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = (now.day + ahead) % 7;
    const next = dayHours(hours, day);
    if (!next) continue;
    const when = ahead === 1 ? 'tomorrow' : weekdays[day];
    return { open: false, text: `Closed, opens ${when} at ${clockLabel(next.row.opens!)}` };
  }
  return { open: false, text: 'Closed' };
}

/**
 * The moment `minutes` of opening hours have passed since `from`: a promise of "15 minutes"
 * made at 4:55PM on a Saturday runs out at 9:10AM on Monday. Minutes outside the hours do not
 * count. Precise to the minute; hours that never open give a moment a year or more away.
 */
export function afterOpenMinutes(
  hours: readonly OpeningHours[],
  from: Date,
  minutes: number,
  timeZone = dealerTimeZone,
): Date {
  const minuteMs = 60_000;
  let cursor = from.getTime();
  let left = minutes;
  // Each turn either ends, uses up an open stretch, or jumps to the next opening or midnight:
  // three turns a day at most, so this bound is over a year of calendar.
  for (let turn = 0; turn < 1200; turn++) {
    const now = localTime(new Date(cursor), timeZone);
    const today = dayHours(hours, now.day);
    if (today && now.minutes >= today.opens && now.minutes < today.closes) {
      const open = today.closes - now.minutes;
      if (left <= open) return new Date(cursor + left * minuteMs);
      left -= open;
      cursor += open * minuteMs;
      continue;
    }
    const wait = today && now.minutes < today.opens ? today.opens - now.minutes : 24 * 60 - now.minutes;
    cursor += wait * minuteMs;
  }
  return new Date(cursor);
}

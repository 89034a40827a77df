/**
 * Whether a location is open at a given moment, in the dealer's time zone, and when it opens
 * next: "Open now, until 5PM" or "Closed, opens Monday at 9AM". Holidays are not modelled: the
 * hours are the published weekly hours.
 */
import type { OpeningHours } from '@/content/dealer';

export const dealerTimeZone = 'America/New_York';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

interface LocalTime {
  /** 0 = Sunday. */
  day: number;
  minutes: number;
}

export function localTime(moment: Date, timeZone = dealerTimeZone): LocalTime {
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
  timeZone = dealerTimeZone,
): OpeningState {
  const now = localTime(moment, timeZone);
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

/** A maps link any phone opens (the Maps app, or the browser), by the location's coordinates. */
export function directionsUrl(coordinates: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${coordinates.latitude},${coordinates.longitude}`;
}

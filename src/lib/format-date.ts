import { dealer } from '@/content/dealer';

/** A moment as staff read it, in the dealer's time zone: "Nov 22, 2026, 2:36 PM". */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: dealer.timeZone,
  });
}

/**
 * "Nov 28, 2026, 10:12 PM EST": a moment in the dealer's time zone, the zone named, for a record
 * read away from the site (a signed agreement), where nothing else says whose clock it is.
 */
export function formatDateTimeWithZone(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: dealer.timeZone,
    timeZoneName: 'short',
  });
}

/**
 * "2026-11-22 14:36": a moment in the dealer's time zone, sortable, for a spreadsheet column
 * whose heading names the zone.
 */
export function formatLocalTimestamp(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: dealer.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

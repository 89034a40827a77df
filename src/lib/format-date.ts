import { dealer } from '@/content/dealer';

/** A moment as staff read it, in the dealer's time zone: "Nov 22, 2026, 2:36 PM". */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: dealer.timeZone,
  });
}

import { formatDollarsAndCents } from '@/lib/format-price';

/** "$1,234.50": cents as dollars with their cents, for the ledger. */
export function dollars(cents: number): string {
  return formatDollarsAndCents(cents / 100);
}

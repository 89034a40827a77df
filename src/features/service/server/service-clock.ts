import 'server-only';

import { TZDate } from '@date-fns/tz';

import { dealerTimeZone } from '@/content/dealer-time-zone';

/** A moment as ISO 8601 at the dealer, with its offset: "2026-12-01T15:30:00.000-05:00". */
export const dealerIso = (ms: number) => new TZDate(ms, dealerTimeZone).toISOString();

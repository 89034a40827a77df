import { dealer } from '@/content/dealer';
import { greeting } from '@/features/leads/greeting';

/**
 * How a letter to a customer about a booking opens, for either kind: the greeting that names
 * nobody, the news, then the booking as it now stands.
 */
export const letterOpening = (news: string, summary: readonly string[]): string[] => [
  greeting,
  '',
  news,
  '',
  ...summary,
];

/** How every letter to a customer about a booking ends: who wrote, and the number to call. */
export const letterSignOff: readonly string[] = ['', `${dealer.name} · ${dealer.phone.display}`];

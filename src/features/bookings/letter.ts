/**
 * How a letter to a customer about a booking opens, for either kind: a greeting, the news, then
 * the booking as it now stands.
 */
export const letterOpening = (firstName: string, news: string, summary: readonly string[]): string[] => [
  `Hi ${firstName},`,
  '',
  news,
  '',
  ...summary,
];

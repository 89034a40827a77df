/**
 * A lead's reference: six characters a visitor can read out on the phone, without the letters
 * and digits people confuse (0/O, 1/I/L).
 */
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export const leadReferencePattern = /^[2-9A-HJKMNP-Z]{6}$/;

export function newLeadReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/** What a visitor may type: lower case, spaces and a "#" are forgiven. */
export function normaliseLeadReference(text: string): string | undefined {
  const reference = text.replace(/[\s#-]/g, '').toUpperCase();
  return leadReferencePattern.test(reference) ? reference : undefined;
}

/**
 * A customer's phone as one comparable form: E.164 ("+18485550166") for a number that is valid in
 * the US (or anywhere, when typed with its country code), so that "(848) 555-0166",
 * "848.555.0166" and "+1 848-555-0166" are one person. What does not parse stays unmatched.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * What people type a phone number with: digits, spaces, + - . ( ), and "x" or "ext." before an
 * extension. Anything else ("=1+2 732-555-0102") is no phone number, whatever a parser makes of it,
 * and a cell starting "=" is a formula in the staff's spreadsheet.
 */
const phoneCharacters = /^[\d +().-]*(?:(?:x|ext\.?) ?\d{1,6})?$/i;

export const isPhoneText = (text: string) => phoneCharacters.test(text.trim());

export const phoneTextMessage =
  'Phone number may hold only digits, spaces, + - . ( ) and an extension, e.g. 732-555-0102 x12';

export function phoneE164(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, 'US');
  return parsed?.isValid() ? parsed.number : null;
}

/** A customer's number as typed, split for dialling: E.164 when valid, else the digits before any extension. */
function dialParts(phone: string): { number: string; extension?: string } {
  const parsed = parsePhoneNumberFromString(phone, 'US');
  if (parsed?.isValid()) return { number: parsed.number, extension: parsed.ext };
  return { number: phone.split(/x|ext/i)[0]!.replace(/[^\d+]/g, '') };
}

/**
 * What a tel: link dials for a customer's number as they typed it: its extension follows a pause
 * (","), which phones dial once the call is answered, so "732-555-0102 x12" reaches the person.
 */
export function customerDialString(phone: string): string {
  const { number, extension } = dialParts(phone);
  return extension ? `${number},${extension}` : number;
}

/** Where an sms: link sends a text for a customer's number: the line, without its extension. */
export const customerTextNumber = (phone: string) => dialParts(phone).number;

/**
 * The digits a search for a phone number should look for in E.164 numbers, or undefined when the
 * text is not a phone search (fewer than seven digits, or letters beside them): "+1 (848)
 * 555-0166" and "8485550166" both look for "8485550166".
 */
export function phoneSearchDigits(text: string): string | undefined {
  if (/[a-z@]/i.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return undefined;
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

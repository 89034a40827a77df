/**
 * The one rule for a one-line text field (a name, a phone number, a subject) in the public forms
 * and the staff's: no line break of any kind (CR, LF, NEL, the Unicode line and paragraph
 * separators), which would forge lines in an e-mail's headers or text, and no other control
 * character or invisible direction mark (U+200E/F, U+061C, U+202A–U+202E, U+2066–U+2069), which
 * reorders what staff read: a name that shows as somebody's e-mail address in the inbox.
 */
import * as z from 'zod/mini';

const lineBreak = /[\n\r\u000b\u000c\u0085\u2028\u2029]/;
const hiddenControl =
  /[\u0000-\u0009\u000e-\u001f\u007f-\u0084\u0086-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const runOfEither = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;

// Half of a UTF-16 pair on its own (JSON can carry "\ud800"): no character at all, stored as
// replacement marks. In `u` mode a whole pair is one code point, so only a lone half matches.
const loneSurrogate = /\p{Cs}/u;
const loneSurrogates = /\p{Cs}/gu;

export const hasLineBreak = (text: string) => lineBreak.test(text);
export const hasHiddenControl = (text: string) => hiddenControl.test(text) || loneSurrogate.test(text);

export const lineBreakMessage = (label: string) => `${label} must be on one line, without line breaks`;
export const hiddenControlMessage = (label: string) =>
  `${label} must not hold control characters or invisible direction marks`;

/**
 * The text made one line, for a value read leniently instead of refused (a campaign tag): each
 * run of what the rule forbids becomes one space.
 */
export const asOneLine = (text: string) => text.replace(loneSurrogates, '').replace(runOfEither, ' ');

/**
 * CR LF and CR (a form post), and the line breaks a paste brings that no reader shows as one: a
 * slide's soft break (VT), a page break (FF), NEL and the Unicode line and paragraph separators.
 * Each becomes "\n", so a staff page, an e-mail and a spreadsheet all break the line there.
 */
const otherLineBreaks = /\r\n?|[\u000b\u000c\u0085\u2028\u2029]/g;

/**
 * What a message of several lines (an enquiry, a note, a reply, a description) is kept without:
 * direction overrides, embeddings and isolates (U+202A–U+202E, U+2066–U+2069), which reorder what
 * staff or a customer read, and control characters other than tab and the line breaks. They carry
 * nothing a reader sees (a phone wraps a copied number in them), so they are dropped, never
 * refused, as is half a UTF-16 pair on its own; the marks right-to-left writing itself uses
 * (U+200E/F, U+061C) stay. Line breaks stay, each as one "\n" (otherLineBreaks).
 */
const hiddenInMessage = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069]/g;
export const withoutHiddenMarks = (text: string) =>
  text.replace(otherLineBreaks, '\n').replace(hiddenInMessage, '').replace(loneSurrogates, '');

/**
 * A message field's first step (before it is trimmed and measured): the text without those marks,
 * each line break one "\n". A form post sends CR LF, which the browser's own count (maxlength, the
 * schema in the page) took as one character: measured as two, a message at its limit was refused.
 */
export const droppingHiddenMarks = () =>
  // A check that rewrites the value, as z.overwrite does: z.overwrite keeps every one of zod's
  // schema kinds in the script that every page loads (this module is in the layout's, through
  // asOneLine), about 3 KB over the content pages' JavaScript budget (npm run bench).
  z.check<string>((payload) => {
    payload.value = withoutHiddenMarks(payload.value);
  });

/**
 * The one schema of a one-line field (zod/mini, for the browser and the server): trimmed, not
 * empty (`requiredMessage`, which also answers a value that is not text; an `optional` field may
 * be empty), at most `max` characters (`tooLong`, where a form words it its own way), and held to
 * the rule above.
 */
export const oneLineText = (
  requiredMessage: string,
  label: string,
  max: number,
  {
    tooLong = `${label} must be at most ${max} characters`,
    optional = false,
  }: { tooLong?: string; optional?: boolean } = {},
) =>
  z.string({ error: requiredMessage }).check(
    z.trim(),
    ...(optional ? [] : [z.minLength(1, requiredMessage)]),
    z.maxLength(max, tooLong),
    z.refine((value) => !hasLineBreak(value), lineBreakMessage(label)),
    z.refine((value) => !hasHiddenControl(value), hiddenControlMessage(label)),
  );

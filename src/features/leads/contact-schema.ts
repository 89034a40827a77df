/**
 * The enquiry form's one schema, used by the browser (instant field errors) and by
 * POST /api/contact. Built on zod/mini to keep the contact page's JavaScript small.
 */
import * as z from 'zod/mini';

import { enquiryTopics, interests, type EnquiryTopic } from '@/content/enquiries';
import {
  validateRequest,
  type RequestFieldErrors,
  type RequestInput,
} from '@/features/requests/request-fields';
import {
  hasHiddenControl,
  hasLineBreak,
  hiddenControlMessage,
  lineBreakMessage,
  oneLineText,
  droppingHiddenMarks,
} from '@/lib/one-line-text';
import { isPhoneText, phoneTextMessage } from '@/lib/phone-number';
import { requestKinds, type RequestKind } from '@/lib/request-kinds';

import { contactLimits } from './contact-limits';
import { notAVisitorPage } from './lead-origin';

export { contactLimits };

const messageTooShort = 'Message must be at least 10 characters';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * Names, e-mail and phone are one line each (src/lib/one-line-text.ts): a line break could add
 * lines to the staff e-mail's headers or text, and a direction mark reorders what staff read, so
 * they are refused, not stripped; only a phone number, which phones copy wrapped in direction
 * marks, has those dropped first.
 */
const oneLine = (label: string) =>
  [
    z.refine<string>((value) => !hasLineBreak(value), lineBreakMessage(label)),
    z.refine<string>((value) => !hasHiddenControl(value), hiddenControlMessage(label)),
  ] as const;

/** Said once: a value that is not one line has its own message from oneLine. */
const notOneLine = (value: string) => hasLineBreak(value) || hasHiddenControl(value);

/** Optional context of an enquiry: what the visitor was looking at. */
const contextText = z.optional(
  z.pipe(
    z.transform(emptyToUndefined),
    z.optional(z.string().check(z.trim(), z.maxLength(contactLimits.context), z.regex(/^[\w\-/. ]*$/))),
  ),
);

export const contactSchema = z.object({
  firstName: oneLineText('First name is required', 'First name', contactLimits.name),
  lastName: oneLineText('Last name is required', 'Last name', contactLimits.name),
  email: z
    .string({ error: 'Invalid email address' })
    .check(
      z.trim(),
      z.maxLength(contactLimits.email, `Email must be at most ${contactLimits.email} characters`),
      ...oneLine('Email'),
      z.email('Invalid email address'),
    ),
  phone: z.string({ error: 'Phone number is required' }).check(
    // A number copied from a phone's contacts comes wrapped in direction marks: they go first.
    droppingHiddenMarks(),
    z.trim(),
    z.minLength(10, 'Phone number is required'),
    z.maxLength(contactLimits.phone, `Phone number must be at most ${contactLimits.phone} characters`),
    ...oneLine('Phone number'),
    z.refine((value) => notOneLine(value) || isPhoneText(value), phoneTextMessage),
  ),
  interest: z.pipe(
    z.transform(emptyToUndefined),
    z._default(z.enum(interests, 'Choose what your enquiry is about'), 'sales'),
  ),
  /** Required (10 characters) unless the enquiry names what it is about: see validateContact. */
  message: z._default(
    z
      .string({ error: messageTooShort })
      .check(
        droppingHiddenMarks(),
        z.trim(),
        z.maxLength(contactLimits.message, `Message must be at most ${contactLimits.message} characters`),
      ),
    '',
  ),
  /** Catalogue slug or vehicle id the enquiry is about. */
  vehicleId: contextText,
  /** Rental plan as "{cart type}/{plan}", e.g. "six-seater/weekly". */
  rentalPlan: contextText,
  /** Town slug the enquiry came from. */
  municipality: contextText,
  /** Site path of the page the enquiry started on: never the API or the staff area (`notAVisitorPage`). */
  sourcePath: z.optional(
    z.pipe(
      contextText,
      z.transform((path) => (path && notAVisitorPage(path) ? undefined : path)),
    ),
  ),
  /** What the visitor asked for: a quote, a test drive, a reservation... */
  topic: z.optional(
    z.pipe(
      z.transform(emptyToUndefined),
      z.optional(z.enum(Object.keys(enquiryTopics) as [EnquiryTopic, ...EnquiryTopic[]])),
    ),
  ),
  /** A structured request (src/features/requests): its fields are checked by validateContact. */
  requestKind: z.optional(
    z.pipe(z.transform(emptyToUndefined), z.optional(z.enum(requestKinds, 'Unknown kind of request'))),
  ),
  /**
   * Honeypot: hidden from people, filled in by bots. A submission with it is stored as spam and
   * answered like any other, so the bot learns nothing.
   */
  website: z.optional(z.string().check(z.maxLength(500))),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactSubmission = z.output<typeof contactSchema> & {
  /** The request's own fields, when the enquiry is a structured request. */
  request?: RequestInput;
};
export type ContactField = keyof z.output<typeof contactSchema>;
export type FieldErrors = Partial<Record<ContactField, string[]>> & RequestFieldErrors;

export type ContactValidation =
  { success: true; data: ContactSubmission } | { success: false; fieldErrors: FieldErrors };

const contextFields = ['topic', 'vehicleId', 'rentalPlan', 'requestKind'] as const;

/**
 * Whether the enquiry already says what it is about (a quote for a cart, a rental plan...): then
 * the visitor need not write a message.
 */
export function enquiryHasContext(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const record = input as Record<string, unknown>;
  return contextFields.some((field) => typeof record[field] === 'string' && record[field].trim() !== '');
}

/** The request kind an input names, when it names a known one. */
function requestKindOf(input: unknown): RequestKind | undefined {
  const kind =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>).requestKind : undefined;
  return requestKinds.find((known) => known === kind);
}

export function validateContact(input: unknown, today?: string): ContactValidation {
  const result = contactSchema.safeParse(input);
  const fieldErrors: FieldErrors = {};
  const kind = requestKindOf(input);
  const request = kind ? validateRequest(kind, input as Record<string, unknown>, today) : undefined;
  if (request && !request.success) Object.assign(fieldErrors, request.fieldErrors);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field !== 'string' || !(field in contactSchema.shape)) continue;
      const key = field as ContactField;
      // Each message once: a value of the wrong type can fail two checks with the same words.
      const messages = (fieldErrors[key] ??= []);
      if (!messages.includes(issue.message)) messages.push(issue.message);
    }
  }
  const message =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>).message : '';
  const typed = typeof message === 'string' ? message.trim() : '';
  if (!fieldErrors.message && typed.length < 10 && !enquiryHasContext(input))
    fieldErrors.message = [messageTooShort];
  if (result.success && Object.keys(fieldErrors).length === 0)
    return {
      success: true,
      data: request?.success ? { ...result.data, request: request.data } : result.data,
    };
  return { success: false, fieldErrors };
}

export const contactErrorMessage = 'Please correct the highlighted fields.';

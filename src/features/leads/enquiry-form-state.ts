/**
 * What the enquiry form starts with on /contact: the context a call to action passed in the
 * query (pre-selected interest, hidden vehicle / plan / town), and, after a post without
 * JavaScript came back invalid, the visitor's typed values (kept on the server as a draft) and the
 * field messages from the same schema the API used.
 */
import { interestLabels } from '@/content/enquiries';

import { validateContact, type FieldErrors } from './contact-schema';
import type { EnquirySubject } from './enquiry-subject';
import { notAVisitorPage } from './lead-origin';
import { sourceAsFields, sourceOfFields, type SourceFormField } from './lead-source';

export const enquiryFormFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'interest',
  'message',
  'vehicleId',
  'rentalPlan',
  'municipality',
  'sourcePath',
  'topic',
] as const;

export type EnquiryFormField = (typeof enquiryFormFields)[number];
/** The form's fields, and after a refused post the source it carried (sourceAsFields). */
export type EnquiryFormValues = Record<EnquiryFormField, string> & Partial<Record<SourceFormField, string>>;

// Not a FormState: this is what the page first renders the form with (its every field typed and
// always there), not a server action's answer; it keeps its own shape so the form reads it by field.
export interface EnquiryFormState {
  values: EnquiryFormValues;
  errors: FieldErrors;
}

type Query = Record<string, string | string[] | undefined>;

/** The page a form post comes from when nothing better is known. */
export const contactPagePath = '/contact';

function first(query: Query, key: string): string {
  const value = query[key];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** A site path the schema accepts ("/vehicles/denago-ev-city"), or undefined. */
export function safeSourcePath(value: string): string | undefined {
  return /^\/[\w\-/.]{0,119}$/.test(value) && !notAVisitorPage(value) ? value : undefined;
}

/**
 * referrerPath: the site page the visitor came from (the Referer of the request), recorded as
 * the lead's source when the call to action did not name one.
 * subject: the query's context as describeEnquiry resolved it (only recognised vehicles, plans
 * and towns survive, so nothing unknown is echoed back into the page).
 */
export function enquiryFormState(
  query: Query,
  subject: EnquirySubject,
  referrerPath?: string,
  /** The query is a rejected post's draft: show what was typed, with its messages. */
  typed = false,
): EnquiryFormState {
  const values: EnquiryFormValues = {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    interest: subject.interest ?? 'sales',
    message: '',
    vehicleId: subject.vehicle?.id ?? '',
    rentalPlan: subject.rentalPlan?.id ?? '',
    municipality: subject.municipality?.slug ?? '',
    sourcePath:
      safeSourcePath(first(query, 'sourcePath')) ?? safeSourcePath(referrerPath ?? '') ?? contactPagePath,
    topic: subject.topicId ?? '',
  };
  if (!typed) return { values, errors: {} };

  for (const field of ['firstName', 'lastName', 'email', 'phone', 'message'] as const) {
    values[field] = first(query, field);
  }
  const result = validateContact(values);
  return {
    values: { ...values, ...sourceAsFields(sourceOfFields(query)) },
    errors: result.success ? {} : result.fieldErrors,
  };
}

/** The words of the "Your enquiry" box: "Rental reservation", "6 Seater Golf Cart, Weekly plan"... */
export function enquirySummary(subject: EnquirySubject): string[] {
  const parts: string[] = [];
  const what = subject.topic ?? (subject.interest ? interestLabels[subject.interest] : undefined);
  if (what) parts.push(what);
  if (subject.vehicle) parts.push(subject.vehicle.name);
  if (subject.rentalPlan) parts.push(subject.rentalPlan.label);
  if (subject.municipality) parts.push(subject.municipality.name);
  return parts;
}

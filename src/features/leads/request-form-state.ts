/**
 * What a request form starts with: choices the link passed in the query, and, after a post
 * without JavaScript came back invalid, what was typed (kept on the server as a draft) with the
 * messages of the same schema the API used.
 */
import { requestFieldNames } from '@/features/requests/request-fields';
import { requestPagePaths, type RequestKind } from '@/lib/request-kinds';

import { validateContact, type FieldErrors } from './contact-schema';
import { enquiryFormFields } from './enquiry-form-state';
import { sourceAsFields, sourceOfFields } from './lead-source';

type Query = Record<string, string | string[] | undefined>;

const first = (query: Query, key: string): string | undefined => {
  const value = query[key];
  return Array.isArray(value) ? value[0] : value;
};

/** The draft key of the message about refused photos (files themselves are never kept). */
export const draftPhotosError = 'photosError';

// Not a FormState: what the page first renders the form with (every field always there, errors
// typed by field), not a server action's answer, as EnquiryFormState.
export interface RequestFormState {
  values: Record<string, string>;
  errors: FieldErrors;
}

export function requestFormState(
  kind: RequestKind,
  /** Starting choices, already checked by the page (a known town, a listed vehicle...). */
  preset: Record<string, string>,
  draft?: Record<string, string>,
  today?: string,
): RequestFormState {
  const values: Record<string, string> = {};
  for (const field of [...enquiryFormFields, ...requestFieldNames]) values[field] = '';
  Object.assign(values, preset, { sourcePath: requestPagePaths[kind], requestKind: kind });
  if (!draft) return { values, errors: {} };
  for (const field of [...enquiryFormFields, ...requestFieldNames]) {
    const typed = first(draft, field);
    if (typed !== undefined && field !== 'sourcePath' && field !== 'interest' && field !== 'topic')
      values[field] = typed;
  }
  // Where the visit came from, as the refused post carried it (contactRetryLocation).
  Object.assign(values, sourceAsFields(sourceOfFields(draft)));
  const result = validateContact(values, today);
  const errors = result.success ? {} : result.fieldErrors;
  const photosError = first(draft, draftPhotosError);
  return { values, errors: photosError ? { ...errors, photos: [photosError] } : errors };
}

import 'server-only';

import { redirect } from 'next/navigation';

import {
  readPostedForm,
  type AcceptedForm,
  type FormSchema,
  type FormState,
  type SettingsFormState,
} from '@/lib/posted-form';

import type { Permission } from '../access';
import { requireStaff } from './current-staff';
import type { StaffUser } from './staff';

/**
 * The one shape of a staff area's server action: ask who sends it first (`requireStaff`), read the
 * posted form with its one schema, and only then decide. Each action says what is its own (its
 * permission, fields and schema, and the decision); the order, and the refusal of a form its schema
 * refuses, are this module's, so no action can check who asks after reading what they sent.
 */

/** A staff form: who may send it, and what it sends. */
export interface StaffForm<Name extends string, Parsed> {
  /** The permission asked for (src/features/staff/access.ts); none: anyone signed in may. */
  permission?: Permission;
  /** The account page's own forms, which work while a required two-factor is still to be set up. */
  beforeTwoFactor?: boolean;
  fields: readonly Name[];
  schema: FormSchema<Parsed>;
  /**
   * What the schema reads instead of the fields as sent (the version to overwrite, a tick as a
   * boolean); what a refusal shows again stays what was sent.
   */
  toParse?: (values: Record<Name, string>, formData: FormData) => unknown;
  /** Fields sent once per ticked box, which the schema reads as lists (see readPostedForm). */
  lists?: readonly string[];
}

async function readStaffForm<Name extends string, Parsed>(
  form: StaffForm<Name, Parsed>,
  previous: { attempt?: number },
  formData: FormData,
) {
  const staff = await requireStaff(form.permission, { beforeTwoFactor: form.beforeTwoFactor });
  const { toParse } = form;
  const read = readPostedForm(
    previous,
    formData,
    form.fields,
    form.schema,
    toParse ? (values) => toParse(values, formData) : undefined,
    form.lists,
  );
  return { staff, read };
}

/**
 * A form's action as `useActionState` calls it, with the form's previous answer. A form its schema
 * refuses is answered with the schema's messages by field, or with `refusedWith` alone: for a form
 * whose fields are all the page's own, none is worth a message of its own. The answer is typed as
 * the decision's or a refusal's: a generic state cannot be shown to take a refusal, though every
 * form's state (FormState and its optional extras) does.
 */
export function staffFormAction<Name extends string, Parsed, State extends FormState>(
  form: StaffForm<Name, Parsed> & { refusedWith?: string },
  decide: (accepted: AcceptedForm<Name, Parsed>, staff: StaffUser, formData: FormData) => Promise<State>,
): (previous: State, formData: FormData) => Promise<State | Required<FormState>> {
  return async (previous, formData) => {
    const { staff, read } = await readStaffForm(form, previous, formData);
    if (read.refusal) return form.refusedWith === undefined ? read.refusal : read.refuse(form.refusedWith);
    return decide(read, staff, formData);
  };
}

/**
 * A form posted without an answer to show (a button, a control in a list): a form its schema
 * refuses could only have been changed by hand, and goes back to `refusedTo`.
 */
export function staffPostAction<Name extends string, Parsed>(
  form: StaffForm<Name, Parsed> & { refusedTo: string },
  act: (data: Parsed, staff: StaffUser, formData: FormData) => Promise<void>,
): (formData: FormData) => Promise<void> {
  return async (formData) => {
    const { staff, read } = await readStaffForm(form, {}, formData);
    if (read.refusal) redirect(form.refusedTo);
    await act(read.data, staff, formData);
  };
}

/**
 * A versioned setting's answer once saved over the version the form showed: `stale`, with the
 * version now, when someone saved it after the form was opened; else on to `savedPath`.
 */
export function settingsSaveAnswer(
  form: { values: Record<string, string>; attempt: number },
  saved: { outcome: 'saved' } | { outcome: 'stale'; current: { version: string } },
  savedPath: string,
): SettingsFormState {
  if (saved.outcome === 'stale')
    return { values: form.values, stale: { currentVersion: saved.current.version }, attempt: form.attempt };
  redirect(savedPath);
}

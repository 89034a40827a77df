'use server';

import { redirect } from 'next/navigation';

import { requireStaff } from '@/features/staff/server/current-staff';
import { versionParam } from '@/lib/version-param';

import {
  callSchema,
  errorsByField,
  followUpSchema,
  noteSchema,
  statusChangeSchema,
  type LeadEvent,
  type LostReason,
} from './lead-desk';
import {
  addLeadNote,
  logLeadCall,
  setLeadFollowUp,
  setLeadStatus,
  type DeskOutcome,
} from './server/lead-desk';

/** The lead desk's changes. Each one checks who asks first; Next refuses cross-site posts. */

export interface LeadDeskState {
  /** What was sent, so that every control (a select too) shows it again after a refusal. */
  values?: Record<string, string>;
  errors?: Record<string, string[]>;
  /** Set when someone changed the lead after the page was opened: what they did. */
  stale?: { changes: LeadEvent[]; currentVersion: number };
  /** Counts the answers, so each refusal is announced and focused afresh. */
  attempt?: number;
}

function sent(formData: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = formData.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
}

const gone = 'This lead no longer exists.';

/** A refused or stale answer for the form, or (once saved) back to the lead saying what was done. */
function answer(
  id: string,
  values: Record<string, string>,
  attempt: number,
  result: DeskOutcome | boolean,
  done: string,
): LeadDeskState {
  if (result === false || (typeof result === 'object' && result.outcome === 'missing'))
    return { values, errors: { form: [gone] }, attempt };
  if (typeof result === 'object' && result.outcome === 'stale')
    return { values, stale: { changes: result.changes, currentVersion: result.currentVersion }, attempt };
  redirect(`/admin/leads/${id}?done=${done}`);
}

export async function changeLeadStatusAction(
  previous: LeadDeskState,
  formData: FormData,
): Promise<LeadDeskState> {
  const staff = await requireStaff();
  const values = sent(formData, ['id', 'version', 'status', 'reason']);
  const attempt = (previous.attempt ?? 0) + 1;
  // "Apply mine anyway" sends the version the refusal showed.
  const override = versionParam(formData.get('overrideVersion'));
  const parsed = statusChangeSchema.safeParse({
    ...values,
    version: override === undefined ? values.version : String(override),
  });
  if (!parsed.success) return { values, errors: errorsByField(parsed.error.issues), attempt };
  const { id, status, reason, version } = parsed.data;
  const result = await setLeadStatus(
    id,
    { status, reason: reason as LostReason | undefined, expectedVersion: Number(version) },
    staff.email,
  );
  return answer(id, values, attempt, result, 'status');
}

export async function setFollowUpAction(previous: LeadDeskState, formData: FormData): Promise<LeadDeskState> {
  const staff = await requireStaff();
  const values = sent(formData, ['id', 'version', 'on']);
  const attempt = (previous.attempt ?? 0) + 1;
  const override = versionParam(formData.get('overrideVersion'));
  // "Clear" sends no date, whatever the field holds.
  const on = formData.get('clear') === '1' ? '' : values.on;
  const parsed = followUpSchema.safeParse({
    ...values,
    on,
    version: override === undefined ? values.version : String(override),
  });
  if (!parsed.success) return { values, errors: errorsByField(parsed.error.issues), attempt };
  const { id, version } = parsed.data;
  const result = await setLeadFollowUp(
    id,
    { on: parsed.data.on || null, expectedVersion: Number(version) },
    staff.email,
  );
  return answer(id, values, attempt, result, 'follow-up');
}

export async function addNoteAction(previous: LeadDeskState, formData: FormData): Promise<LeadDeskState> {
  const staff = await requireStaff();
  const values = sent(formData, ['id', 'text']);
  const attempt = (previous.attempt ?? 0) + 1;
  const parsed = noteSchema.safeParse(values);
  if (!parsed.success) return { values, errors: errorsByField(parsed.error.issues), attempt };
  const added = await addLeadNote(parsed.data.id, parsed.data.text, staff.email);
  return answer(parsed.data.id, values, attempt, added, 'note');
}

export async function logCallAction(previous: LeadDeskState, formData: FormData): Promise<LeadDeskState> {
  const staff = await requireStaff();
  const values = sent(formData, ['id', 'outcome', 'text']);
  const attempt = (previous.attempt ?? 0) + 1;
  const parsed = callSchema.safeParse(values);
  if (!parsed.success) return { values, errors: errorsByField(parsed.error.issues), attempt };
  const logged = await logLeadCall(parsed.data.id, parsed.data, staff.email);
  return answer(parsed.data.id, values, attempt, logged, 'call');
}

'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';

import { replyKinds, type ReplyKind, type ReplyTemplate } from '@/content/reply-templates';
import { may, mayWorkLead } from '@/features/staff/access';
import { requireStaff } from '@/features/staff/server/current-staff';
import type { StaffUser } from '@/features/staff/server/staff';
import { findStaffMember } from '@/features/staff/server/staff-directory';
import {
  readPostedForm,
  versionToOverwrite,
  withVersionToOverwrite,
  type FormState,
  type SettingsFormState,
} from '@/lib/posted-form';

import { deskSettingFields, deskSettingsFromForm, deskSettingsSchema } from './desk-settings';
import { someoneElsesLead } from './lead-access';
import {
  callSchema,
  followUpSchema,
  noteSchema,
  statusChangeSchema,
  type LeadEvent,
  type LostReason,
} from './lead-desk';
import { replySchema, replyTemplateFields, replyTemplatesSchema } from './lead-reply';
import { saveDeskSettings } from './server/desk-settings';
import {
  addLeadNote,
  logLeadCall,
  setLeadFollowUp,
  setLeadStatus,
  type DeskOutcome,
} from './server/lead-desk';
import { erasePerson } from './server/lead-erasure';
import { findLead } from './server/lead-queries';
import { replyTemplates, saveReplyTemplates, sendLeadReply } from './server/lead-reply';
import { assignLead, type AssignOutcome } from './server/lead-routing';

/** The lead desk's changes. Each one checks who asks first; Next refuses cross-site posts. */

/** A desk form's answer; `stale` when someone changed the lead after the page was opened: what they did. */
export type LeadDeskState = FormState<{ stale: { changes: LeadEvent[]; currentVersion: number } }>;

const gone = 'This lead no longer exists.';

/** Why this person may not change the lead (it is gone, or someone else's), or nothing. */
async function leadRefusal(id: string, staff: StaffUser): Promise<string | undefined> {
  const lead = await findLead(id);
  if (!lead) return gone;
  return mayWorkLead(staff, lead) ? undefined : someoneElsesLead;
}

/** A refused or stale answer for the form, or (once saved) back to the lead saying what was done. */
function answer(
  form: { values: Record<string, string>; attempt: number; refuse: (message: string) => LeadDeskState },
  id: string,
  result: DeskOutcome | AssignOutcome | boolean,
  done: string,
): LeadDeskState {
  if (typeof result === 'object' && result.outcome === 'refused')
    return form.refuse('Someone already owns this lead: only a manager can reassign it.');
  if (result === false || (typeof result === 'object' && result.outcome === 'missing'))
    return form.refuse(gone);
  if (typeof result === 'object' && result.outcome === 'stale') {
    const { values, attempt } = form;
    return { values, stale: { changes: result.changes, currentVersion: result.currentVersion }, attempt };
  }
  redirect(`/admin/leads/${id}?done=${done}`);
}

export async function changeLeadStatusAction(
  previous: LeadDeskState,
  formData: FormData,
): Promise<LeadDeskState> {
  const staff = await requireStaff();
  const form = readPostedForm(
    previous,
    formData,
    ['id', 'version', 'status', 'reason'],
    statusChangeSchema,
    withVersionToOverwrite(formData),
  );
  if (form.refusal) return form.refusal;
  const { id, status, reason, version } = form.data;
  const refusal = await leadRefusal(id, staff);
  if (refusal) return form.refuse(refusal);
  const result = await setLeadStatus(
    id,
    { status, reason: reason as LostReason | undefined, expectedVersion: Number(version) },
    staff.email,
  );
  return answer(form, id, result, 'status');
}

export async function setFollowUpAction(previous: LeadDeskState, formData: FormData): Promise<LeadDeskState> {
  const staff = await requireStaff();
  const form = readPostedForm(previous, formData, ['id', 'version', 'on'], followUpSchema, (values) => ({
    ...withVersionToOverwrite(formData)(values),
    // "Clear" sends no date, whatever the field holds.
    on: formData.get('clear') === '1' ? '' : values.on,
  }));
  if (form.refusal) return form.refusal;
  const { id, version, on } = form.data;
  const refusal = await leadRefusal(id, staff);
  if (refusal) return form.refuse(refusal);
  const result = await setLeadFollowUp(id, { on: on || null, expectedVersion: Number(version) }, staff.email);
  return answer(form, id, result, 'follow-up');
}

export async function addNoteAction(previous: LeadDeskState, formData: FormData): Promise<LeadDeskState> {
  const staff = await requireStaff();
  const form = readPostedForm(previous, formData, ['id', 'text'], noteSchema);
  if (form.refusal) return form.refusal;
  const refusal = await leadRefusal(form.data.id, staff);
  if (refusal) return form.refuse(refusal);
  const added = await addLeadNote(form.data.id, form.data.text, staff.email);
  return answer(form, form.data.id, added, 'note');
}

export async function logCallAction(previous: LeadDeskState, formData: FormData): Promise<LeadDeskState> {
  const staff = await requireStaff();
  const form = readPostedForm(previous, formData, ['id', 'outcome', 'text'], callSchema);
  if (form.refusal) return form.refusal;
  const refusal = await leadRefusal(form.data.id, staff);
  if (refusal) return form.refuse(refusal);
  const logged = await logLeadCall(form.data.id, form.data, staff.email);
  return answer(form, form.data.id, logged, 'call');
}

const assignSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'No such lead.')),
  version: z.string().check(z.regex(/^\d{1,12}$/, 'This page is out of date: reload it and try again.')),
  /** A staff account's id, or "" for nobody. */
  to: z.union([z.literal(''), z.string().check(z.regex(/^[0-9a-f-]{36}$/))]),
});

/**
 * Gives the lead to someone. A manager may give any lead to anyone enabled, or to nobody; anyone
 * else may only take a lead nobody owns, for themselves.
 */
export async function assignLeadAction(previous: LeadDeskState, formData: FormData): Promise<LeadDeskState> {
  const staff = await requireStaff();
  const form = readPostedForm(
    previous,
    formData,
    ['id', 'version', 'to'],
    assignSchema,
    withVersionToOverwrite(formData),
  );
  if (form.refusal) return form.refusal;
  const { id, version, to } = form.data;
  const refusal = await leadRefusal(id, staff);
  if (refusal) return form.refuse(refusal);
  const manager = may(staff, 'leads.every');
  if (!manager && to !== staff.id)
    return form.refuse('Only a manager can give a lead to someone else.', 'to');
  const member = to ? await findStaffMember(to) : undefined;
  if (to && (!member || member.disabledAt))
    return form.refuse('Choose someone whose account is enabled.', 'to');
  const result = await assignLead(
    id,
    {
      to: member ? { id: member.id, email: member.email, name: member.name } : null,
      expectedVersion: Number(version),
      onlyIfUnassigned: !manager,
    },
    staff.email,
  );
  return answer(form, id, result, 'assigned');
}

/** The desk's routing and promise: a manager's setting, saved only over the version the form showed. */
export async function saveDeskSettingsAction(
  previous: SettingsFormState,
  formData: FormData,
): Promise<SettingsFormState> {
  const staff = await requireStaff('staff.manage');
  const form = readPostedForm(previous, formData, deskSettingFields, deskSettingsSchema);
  if (form.refusal) return form.refusal;
  const { values, attempt } = form;
  const result = await saveDeskSettings(
    deskSettingsFromForm(form.data),
    staff.email,
    versionToOverwrite(formData),
  );
  if (result.outcome === 'stale')
    return { values, stale: { currentVersion: result.current.version }, attempt };
  redirect('/admin/staff?desk=saved');
}

/** Sends the reply typed on the lead page, through the outbox, with the sender as Reply-To. */
export async function sendReplyAction(previous: FormState, formData: FormData): Promise<FormState> {
  const staff = await requireStaff();
  const form = readPostedForm(previous, formData, ['id', 'subject', 'body'], replySchema);
  if (form.refusal) return form.refusal;
  const { data } = form;
  const refusal = await leadRefusal(data.id, staff);
  if (refusal) return form.refuse(refusal);
  const outcome = await sendLeadReply(data.id, data, staff);
  if (outcome === 'mail-off')
    return form.refuse('Mail is not configured (SMTP_URL is unset): nothing can be sent from here.');
  if (outcome === 'missing') return form.refuse(gone);
  redirect(`/admin/leads/${data.id}?done=reply`);
}

/** The managers' reply templates, saved only over the version the form showed. */
export async function saveReplyTemplatesAction(
  previous: SettingsFormState,
  formData: FormData,
): Promise<SettingsFormState> {
  const staff = await requireStaff('staff.manage');
  const form = readPostedForm(previous, formData, replyTemplateFields, replyTemplatesSchema);
  if (form.refusal) return form.refusal;
  const { values, attempt, data } = form;
  const templates = Object.fromEntries(
    replyKinds.map((kind) => [kind, { subject: data[`${kind}.subject`]!, body: data[`${kind}.body`]! }]),
  ) as Record<ReplyKind, ReplyTemplate>;
  const expected = versionToOverwrite(formData);
  const saved = await saveReplyTemplates(templates, staff.email, expected);
  if (saved === 'stale')
    return { values, stale: { currentVersion: (await replyTemplates()).version }, attempt };
  redirect('/admin/staff/replies?saved=1');
}

const eraseSchema = z.object({
  id: z.string(),
  confirm: z.literal('yes', 'Tick the box to confirm: this cannot be undone.'),
});

/** Erases the person's personal data across their linked leads, once a manager confirms it. */
export async function eraseLeadPersonAction(previous: FormState, formData: FormData): Promise<FormState> {
  const manager = await requireStaff('leads.erase');
  const form = readPostedForm(previous, formData, ['id', 'confirm'], eraseSchema);
  if (form.refusal) return form.refusal;
  const { id } = form.data;
  const lead = /^[0-9a-f-]{36}$/.test(id) ? await findLead(id) : undefined;
  if (!lead) return form.refuse(gone);
  await erasePerson(lead, manager.email);
  redirect(`/admin/leads/${lead.id}?done=erased`);
}

'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';

import { replyKinds, type ReplyKind, type ReplyTemplate } from '@/content/reply-templates';
import { may, mayWorkLead } from '@/features/staff/access';
import type { StaffUser } from '@/features/staff/server/staff';
import { findStaffMember } from '@/features/staff/server/staff-directory';
import {
  settingsSaveAnswer,
  staffFormAction,
  type StaffForm,
} from '@/features/staff/server/staff-form-action';
import {
  versionToOverwrite,
  withVersionToOverwrite,
  type AcceptedForm,
  type FormState,
} from '@/lib/posted-form';
import { versionText } from '@/lib/version-param';

import { deskSettingFields, deskSettingsFromForm, deskSettingsSchema } from './desk-settings';
import { leadRefusedBecause } from './lead-access';
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
  leadErased,
  logLeadCall,
  setLeadFollowUp,
  setLeadStatus,
  type DeskOutcome,
  type EntryOutcome,
} from './server/lead-desk';
import { erasePerson } from './server/lead-erasure';
import { findLead } from './server/lead-queries';
import { replyTemplates, saveReplyTemplates, sendLeadReply } from './server/lead-reply';
import { assignLead, type AssignOutcome } from './server/lead-routing';

/** The lead desk's changes. Each one checks who asks first; Next refuses cross-site posts. */

/** A desk form's answer; `stale` when someone changed the lead after the page was opened: what they did. */
export type LeadDeskState = FormState<{ stale: { changes: LeadEvent[]; currentVersion: number } }>;

const gone = 'This lead no longer exists.';
const erasedLead =
  "This person's data was erased at their request: the lead is closed for good, and nothing more is added to it.";

/** Why this person may not change the lead (it is gone, or someone else's), or nothing. */
async function refusalFor(id: string, staff: StaffUser): Promise<string | undefined> {
  const lead = await findLead(id);
  if (!lead) return gone;
  if (!mayWorkLead(staff, lead)) return leadRefusedBecause(lead);
  // Reopened, it would be an open lead nobody can answer, and overdue by the managers' e-mail.
  if (await leadErased(id)) return erasedLead;
  return undefined;
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

/**
 * A lead desk form: the staff form's checks, then whether this person may work the lead (it is
 * gone, or someone else's) before anything is decided.
 */
const leadDeskAction = <Name extends string, Parsed extends { id: string }, State extends FormState>(
  form: StaffForm<Name, Parsed>,
  decide: (accepted: AcceptedForm<Name, Parsed>, staff: StaffUser) => Promise<State>,
) =>
  staffFormAction(form, async (accepted, staff) => {
    const refusal = await refusalFor(accepted.data.id, staff);
    return refusal ? accepted.refuse(refusal) : decide(accepted, staff);
  });

export const changeLeadStatusAction = leadDeskAction(
  {
    fields: ['id', 'version', 'status', 'reason'],
    schema: statusChangeSchema,
    toParse: withVersionToOverwrite,
  },
  async (form, staff): Promise<LeadDeskState> => {
    const { id, status, reason, version } = form.data;
    const result = await setLeadStatus(
      id,
      { status, reason: reason as LostReason | undefined, expectedVersion: Number(version) },
      staff.email,
    );
    // Spam nobody owns is the managers' to look over: whoever marked it, and may not open it now,
    // goes back to the inbox, told where it went, rather than to a page they are refused.
    const marked = status === 'spam' && result.outcome === 'done' ? await findLead(id) : undefined;
    if (marked && !mayWorkLead(staff, marked))
      redirect(`/admin/leads?spam=${encodeURIComponent(marked.reference)}`);
    return answer(form, id, result, 'status');
  },
);

export const setFollowUpAction = leadDeskAction(
  {
    fields: ['id', 'version', 'on'],
    schema: followUpSchema,
    toParse: (values, formData) => ({
      ...withVersionToOverwrite(values, formData),
      // "Clear" sends no date, whatever the field holds.
      on: formData.get('clear') === '1' ? '' : values.on,
    }),
  },
  async (form, staff): Promise<LeadDeskState> => {
    const { id, version, on } = form.data;
    const result = await setLeadFollowUp(
      id,
      { on: on || null, expectedVersion: Number(version) },
      staff.email,
    );
    return answer(form, id, result, 'follow-up');
  },
);

/** A note's or a call's answer: refused when the page's form recorded another already, else as any desk change. */
function entryAnswer(
  form: AcceptedForm<string, { id: string }>,
  outcome: EntryOutcome,
  done: 'note' | 'call',
): LeadDeskState {
  if (outcome === 'page-used')
    return form.refuse(
      `This page recorded its ${done} already: reload it to add another (what you wrote is still here to copy).`,
    );
  return answer(form, form.data.id, outcome === 'recorded', done);
}

export const addNoteAction = leadDeskAction(
  { fields: ['id', 'entryKey', 'text'], schema: noteSchema },
  async (form, staff): Promise<LeadDeskState> =>
    entryAnswer(form, await addLeadNote(form.data.id, form.data, staff.email), 'note'),
);

export const logCallAction = leadDeskAction(
  { fields: ['id', 'entryKey', 'outcome', 'text'], schema: callSchema },
  async (form, staff): Promise<LeadDeskState> =>
    entryAnswer(form, await logLeadCall(form.data.id, form.data, staff.email), 'call'),
);

const assignSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'No such lead.')),
  version: versionText,
  /** A staff account's id, or "" for nobody. */
  to: z.union([z.literal(''), z.string().check(z.regex(/^[0-9a-f-]{36}$/))]),
});

/**
 * Gives the lead to someone. A manager may give any lead to anyone enabled, or to nobody; anyone
 * else may only take a lead nobody owns, for themselves.
 */
export const assignLeadAction = leadDeskAction(
  { fields: ['id', 'version', 'to'], schema: assignSchema, toParse: withVersionToOverwrite },
  async (form, staff): Promise<LeadDeskState> => {
    const { id, version, to } = form.data;
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
  },
);

/** The desk's routing and promise: a manager's setting, saved only over the version the form showed. */
export const saveDeskSettingsAction = staffFormAction(
  { permission: 'staff.manage', fields: deskSettingFields, schema: deskSettingsSchema },
  async (form, staff, formData) =>
    settingsSaveAnswer(
      form,
      await saveDeskSettings(deskSettingsFromForm(form.data), staff.email, versionToOverwrite(formData)),
      '/admin/staff?desk=saved',
    ),
);

/** Sends the reply typed on the lead page, through the outbox, with the sender as Reply-To. */
export const sendReplyAction = leadDeskAction(
  { fields: ['id', 'replyKey', 'subject', 'body'], schema: replySchema },
  async (form, staff): Promise<FormState> => {
    const { data } = form;
    const outcome = await sendLeadReply(data.id, data, staff);
    if (outcome === 'mail-off')
      return form.refuse('Mail is not configured (SMTP_URL is unset): nothing can be sent from here.');
    if (outcome === 'missing') return form.refuse(gone);
    if (outcome === 'erased')
      return form.refuse('This person’s data was erased: there is no address left to write to.');
    if (outcome === 'sent-from-page')
      return form.refuse(
        'This page sent its reply already: reload it to write another (what you wrote is still here to copy).',
      );
    redirect(`/admin/leads/${data.id}?done=reply`);
  },
);

/** The managers' reply templates, saved only over the version the form showed. */
export const saveReplyTemplatesAction = staffFormAction(
  { permission: 'staff.manage', fields: replyTemplateFields, schema: replyTemplatesSchema },
  async (form, staff, formData) => {
    const { data } = form;
    const templates = Object.fromEntries(
      replyKinds.map((kind) => [kind, { subject: data[`${kind}.subject`]!, body: data[`${kind}.body`]! }]),
    ) as Record<ReplyKind, ReplyTemplate>;
    const saved = await saveReplyTemplates(templates, staff.email, versionToOverwrite(formData));
    return settingsSaveAnswer(
      form,
      saved === 'stale' ? { outcome: 'stale', current: await replyTemplates() } : { outcome: 'saved' },
      '/admin/staff/replies?saved=1',
    );
  },
);

const eraseSchema = z.object({
  id: z.string(),
  confirm: z.literal('yes', 'Tick the box to confirm: this cannot be undone.'),
  also: z.array(z.string()),
});

/**
 * Erases the person's personal data on this lead and the linked leads ticked as theirs ("also",
 * one box each), once a manager confirms it; a refusal keeps the ticks.
 */
export const eraseLeadPersonAction = staffFormAction(
  { permission: 'leads.erase', fields: ['id', 'confirm'], lists: ['also'], schema: eraseSchema },
  async (form, manager): Promise<FormState> => {
    const { id, also: alsoErase } = form.data;
    const lead = /^[0-9a-f-]{36}$/.test(id) ? await findLead(id) : undefined;
    if (!lead) return form.refuse(gone);
    const { erased } = await erasePerson(lead, manager.email, alsoErase);
    redirect(`/admin/leads/${lead.id}?done=${erased === 1 ? 'erased-one' : 'erased'}`);
  },
);

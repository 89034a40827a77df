'use client';

import { useId, type ReactNode } from 'react';

import { ApplyMineAnyway } from '@/components/admin/apply-mine-anyway';
import { Button } from '@/components/ui/button';
import { ChoiceOptions, LabelledOptions } from '@/components/ui/field';
import { KeptField } from '@/components/ui/kept-field';
import { RefusalMessages, refusalSentences } from '@/components/ui/refusal-alert';
import { useRefusableForm } from '@/components/ui/use-refusable-form';

import {
  addNoteAction,
  assignLeadAction,
  changeLeadStatusAction,
  logCallAction,
  setFollowUpAction,
  type LeadDeskState,
} from '../../actions';
import { leadStatusLabels, leadStatuses, type LeadStatus } from '../../lead';
import {
  callOutcomeLabels,
  callOutcomes,
  choosableLostReasons,
  lostReasons,
  noteMaxLength,
} from '../../lead-desk';
import { LeadEventLine } from './lead-event-line';

/** Why the form was refused: a field message is under its field; the rest is said here. */
function DeskRefusal({ state, children }: { state: LeadDeskState; children?: ReactNode }) {
  const messages = refusalSentences(state.errors, {
    more: state.stale ? ['Not saved: this lead changed after you opened it.'] : [],
  });
  return (
    <RefusalMessages answer={state} messages={messages}>
      {state.stale && (
        <>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {state.stale.changes.map((event) => (
              <li key={event.id}>
                <LeadEventLine event={event} />
              </li>
            ))}
          </ul>
          {children}
        </>
      )}
    </RefusalMessages>
  );
}

/**
 * A form about one lead: its id, and for a change that can overwrite someone's the version it
 * was opened at, so a save from a stale page is refused naming what changed, with the choice to
 * apply it anyway (`staleNote` says more, where pressing again is the way).
 */
function LeadForm({
  action,
  leadId,
  version,
  staleNote,
  submit,
  className,
  labelledBy,
  children,
}: {
  action: (previous: LeadDeskState, formData: FormData) => Promise<LeadDeskState>;
  leadId: string;
  version?: number;
  staleNote?: (state: LeadDeskState) => ReactNode;
  /** The label of the form's one submit button, when it has just one. */
  submit?: string;
  className?: string;
  labelledBy?: string;
  children: (state: LeadDeskState, pending: boolean) => ReactNode;
}) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<LeadDeskState>(action, {});
  const applyAnywayId = useId();
  return (
    <form action={formAction} onSubmit={onSubmit} className={className} aria-labelledby={labelledBy}>
      <input type="hidden" name="id" value={leadId} />
      {version !== undefined && <input type="hidden" name="version" value={version} />}
      {children(state, pending)}
      {submit && (
        <Button type="submit" variant="secondary" size="sm" disabled={pending} className="mt-3">
          {submit}
        </Button>
      )}
      <DeskRefusal state={state}>
        {state.stale && (
          <>
            {staleNote?.(state)}
            <ApplyMineAnyway id={applyAnywayId} currentVersion={state.stale.currentVersion} />
          </>
        )}
      </DeskRefusal>
    </form>
  );
}

/** The status in one press: a button per status, with the reason a lost lead needs. */
export function LeadStatusForm({
  leadId,
  version,
  status,
}: {
  leadId: string;
  version: number;
  status: LeadStatus;
}) {
  return (
    <LeadForm
      action={changeLeadStatusAction}
      leadId={leadId}
      version={version}
      labelledBy="status-form-heading"
      staleNote={({ values }) => (
        <p className="mt-3">
          Press {values?.status ? `“${leadStatusLabels[values.status as LeadStatus]}”` : 'a status'} again to
          save yours as well, or reload to see the lead as it is now.
        </p>
      )}
    >
      {(state, pending) => (
        <>
          <h2 id="status-form-heading" className="text-lg font-bold">
            Set status
          </h2>
          <div className="mt-3 flex flex-wrap gap-2">
            {leadStatuses
              .filter((choice) => choice !== status)
              .map((choice) => (
                <Button
                  key={choice}
                  type="submit"
                  name="status"
                  value={choice}
                  variant={choice === 'spam' ? 'ghost' : 'secondary'}
                  size="sm"
                  disabled={pending}
                >
                  {choice === 'lost' ? 'Lost (give a reason)' : leadStatusLabels[choice]}
                </Button>
              ))}
          </div>
          <KeptField
            answer={state}
            id="lost-reason"
            name="reason"
            label="Reason, if lost"
            className="mt-4 max-w-sm"
          >
            {(control) => (
              <select {...control}>
                <ChoiceOptions choices={choosableLostReasons} labels={lostReasons} empty="Choose a reason" />
              </select>
            )}
          </KeptField>
          {state.errors?.status && <p className="mt-2 font-semibold text-danger">{state.errors.status[0]}</p>}
        </>
      )}
    </LeadForm>
  );
}

export function FollowUpForm({
  leadId,
  version,
  followUpOn,
}: {
  leadId: string;
  version: number;
  followUpOn: string | null;
}) {
  return (
    <LeadForm action={setFollowUpAction} leadId={leadId} version={version}>
      {(state, pending) => (
        <>
          <KeptField
            answer={state}
            id="follow-up-on"
            name="on"
            label="Next follow-up"
            initial={followUpOn ?? ''}
          >
            {(control) => <input {...control} type="date" />}
          </KeptField>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="submit" variant="secondary" size="sm" disabled={pending}>
              Save follow-up
            </Button>
            {followUpOn && (
              <Button type="submit" name="clear" value="1" variant="ghost" size="sm" disabled={pending}>
                Clear
              </Button>
            )}
          </div>
        </>
      )}
    </LeadForm>
  );
}

export function NoteForm({ leadId, entryKey }: { leadId: string; entryKey: string }) {
  return (
    <LeadForm action={addNoteAction} leadId={leadId} submit="Add note">
      {(state) => (
        <>
          <input type="hidden" name="entryKey" value={entryKey} />
          <KeptField answer={state} id="note-text" name="text" label="Note">
            {(control) => <textarea {...control} rows={3} maxLength={noteMaxLength} />}
          </KeptField>
        </>
      )}
    </LeadForm>
  );
}

export function CallForm({ leadId, entryKey }: { leadId: string; entryKey: string }) {
  return (
    <LeadForm action={logCallAction} leadId={leadId} submit="Log call">
      {(state) => (
        <>
          <input type="hidden" name="entryKey" value={entryKey} />
          <KeptField answer={state} id="call-outcome" name="outcome" label="How the call went">
            {(control) => (
              <select {...control}>
                <ChoiceOptions choices={callOutcomes} labels={callOutcomeLabels} empty="Choose an outcome" />
              </select>
            )}
          </KeptField>
          <KeptField
            answer={state}
            id="call-text"
            name="text"
            label="What was said (optional)"
            className="mt-3"
          >
            {(control) => <textarea {...control} rows={2} maxLength={noteMaxLength} />}
          </KeptField>
        </>
      )}
    </LeadForm>
  );
}

/**
 * Who owns the lead. A manager gives it to anyone enabled (or to nobody); anyone else can take a
 * lead nobody owns.
 */
export function AssignForm({
  leadId,
  version,
  assignedTo,
  people,
  me,
}: {
  leadId: string;
  version: number;
  assignedTo: string | null;
  /** Everyone a manager may give it to; empty for anyone else. */
  people: readonly { id: string; label: string }[];
  me: { id: string; manager: boolean };
}) {
  if (!me.manager && assignedTo) return null;
  return (
    <LeadForm action={assignLeadAction} leadId={leadId} version={version} className="mt-4">
      {(state, pending) =>
        me.manager ? (
          <>
            <KeptField answer={state} id="assign-to" name="to" label="Give it to" initial={assignedTo ?? ''}>
              {(control) => (
                <select {...control}>
                  <LabelledOptions options={people} empty="Nobody (unassigned)" />
                </select>
              )}
            </KeptField>
            <Button type="submit" variant="secondary" size="sm" disabled={pending} className="mt-3">
              Assign
            </Button>
          </>
        ) : (
          <Button type="submit" name="to" value={me.id} variant="primary" size="sm" disabled={pending}>
            Take this lead
          </Button>
        )
      }
    </LeadForm>
  );
}

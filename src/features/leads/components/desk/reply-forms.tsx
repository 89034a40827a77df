'use client';

import { ApplyMineAnyway } from '@/components/admin/apply-mine-anyway';
import { Button } from '@/components/ui/button';
import { Field, controlClass } from '@/components/ui/field';
import { RefusalMessages } from '@/components/ui/refusal-alert';
import { useRefusableForm } from '@/components/ui/use-refusable-form';
import {
  replyKindLabels,
  replyKinds,
  replyPlaceholders,
  type ReplyKind,
  type ReplyTemplate,
} from '@/content/reply-templates';

import {
  saveReplyTemplatesAction,
  sendReplyAction,
  type DeskSettingsState,
  type ReplyFormState,
} from '../../actions';
import { replyBodyMax, replySubjectMax } from '../../lead-reply';

/** The reply, filled in from the lead's template, to edit and send. */
export function ReplyForm({ leadId, draft, to }: { leadId: string; draft: ReplyTemplate; to: string }) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<ReplyFormState>(sendReplyAction, {});
  const values = state.values ?? {};
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="id" value={leadId} />
      <p className="text-sm text-muted">
        To {to}. Their answer comes back to you: the e-mail&apos;s Reply-To is your address.
      </p>
      <Field
        id="reply-subject"
        name="subject"
        label="Subject"
        error={state.errors?.subject?.[0]}
        className="mt-3"
      >
        {(control) => (
          <input
            {...control}
            key={state.attempt}
            maxLength={replySubjectMax}
            defaultValue={values.subject ?? draft.subject}
            className={controlClass}
          />
        )}
      </Field>
      <Field id="reply-body" name="body" label="Message" error={state.errors?.body?.[0]} className="mt-3">
        {(control) => (
          <textarea
            {...control}
            key={state.attempt}
            rows={10}
            maxLength={replyBodyMax}
            defaultValue={values.body ?? draft.body}
            className={controlClass}
          />
        )}
      </Field>
      <Button type="submit" disabled={pending} className="mt-3">
        {pending ? 'Sending...' : 'Send e-mail'}
      </Button>
      <RefusalMessages answer={state} messages={state.errors?.form ?? []} />
    </form>
  );
}

/** Every kind of lead's first reply, as managers word it. */
export function ReplyTemplatesForm({
  templates,
  version,
}: {
  templates: Record<ReplyKind, ReplyTemplate>;
  version: string;
}) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<DeskSettingsState>(
    saveReplyTemplatesAction,
    {},
  );
  const values = state.values ?? {};
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="version" value={version} />
      <p className="text-muted">
        Placeholders filled in for each lead: {replyPlaceholders.map((name) => `{${name}}`).join(', ')}.
      </p>
      {replyKinds.map((kind) => (
        <fieldset key={kind} className="mt-6 card p-5">
          <legend className="px-1 text-lg font-bold">{replyKindLabels[kind]}</legend>
          <Field
            id={`${kind}-subject`}
            name={`${kind}.subject`}
            label="Subject"
            error={state.errors?.[`${kind}.subject`]?.[0]}
          >
            {(control) => (
              <input
                {...control}
                key={state.attempt}
                defaultValue={values[`${kind}.subject`] ?? templates[kind].subject}
                className={controlClass}
              />
            )}
          </Field>
          <Field
            id={`${kind}-body`}
            name={`${kind}.body`}
            label="Message"
            error={state.errors?.[`${kind}.body`]?.[0]}
            className="mt-3"
          >
            {(control) => (
              <textarea
                {...control}
                key={state.attempt}
                rows={7}
                defaultValue={values[`${kind}.body`] ?? templates[kind].body}
                className={controlClass}
              />
            )}
          </Field>
        </fieldset>
      ))}
      <Button type="submit" disabled={pending} className="mt-6">
        {pending ? 'Saving...' : 'Save the templates'}
      </Button>
      <RefusalMessages
        answer={state}
        messages={
          state.stale ? ['Not saved: another manager saved the templates after you opened this page.'] : []
        }
      >
        {state.stale && (
          <ApplyMineAnyway id="templates-apply-anyway" currentVersion={state.stale.currentVersion} />
        )}
      </RefusalMessages>
    </form>
  );
}

'use client';

import { VersionedSettingsForm } from '@/components/admin/versioned-settings-form';
import { Button } from '@/components/ui/button';
import { KeptField } from '@/components/ui/kept-field';
import { RefusalMessages } from '@/components/ui/refusal-alert';
import { useRefusableForm } from '@/components/ui/use-refusable-form';
import {
  replyKindLabels,
  replyKinds,
  replyPlaceholders,
  type ReplyKind,
  type ReplyTemplate,
} from '@/content/reply-templates';
import type { FormState } from '@/lib/posted-form';

import { saveReplyTemplatesAction, sendReplyAction } from '../../actions';
import { replyBodyMax, replySubjectMax } from '../../lead-reply';

/** The reply, filled in from the lead's template, to edit and send. */
export function ReplyForm({ leadId, draft, to }: { leadId: string; draft: ReplyTemplate; to: string }) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<FormState>(sendReplyAction, {});
  // A field's own message is under it; the alert says the e-mail was not sent, and why, aloud.
  const fieldProblems = ['subject', 'body'].flatMap((name) => state.errors?.[name] ?? []);
  const refusals = [
    ...(state.errors?.form ?? []),
    ...(fieldProblems.length ? [`Not sent. ${fieldProblems.join(' ')}`] : []),
  ];
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="id" value={leadId} />
      <p className="text-sm text-muted">
        To {to}. Their answer comes back to you: the e-mail&apos;s Reply-To is your address.
      </p>
      <KeptField
        answer={state}
        id="reply-subject"
        name="subject"
        label="Subject"
        initial={draft.subject}
        className="mt-3"
      >
        {(control) => <input {...control} maxLength={replySubjectMax} />}
      </KeptField>
      <KeptField
        answer={state}
        id="reply-body"
        name="body"
        label="Message"
        initial={draft.body}
        className="mt-3"
      >
        {(control) => <textarea {...control} rows={10} maxLength={replyBodyMax} />}
      </KeptField>
      <Button type="submit" disabled={pending} className="mt-3">
        {pending ? 'Sending...' : 'Send e-mail'}
      </Button>
      <RefusalMessages answer={state} messages={refusals} />
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
  return (
    <VersionedSettingsForm action={saveReplyTemplatesAction} version={version} what="the templates">
      {(state) => (
        <>
          <p className="text-muted">
            Placeholders filled in for each lead: {replyPlaceholders.map((name) => `{${name}}`).join(', ')}.
          </p>
          <p className="mt-2 text-muted">
            Put what only the person answering knows in square brackets, as a blank to fill in:{' '}
            <code className="font-semibold text-ink">[price with tax and delivery]</code>,{' '}
            <code className="font-semibold text-ink">[day and time]</code>. A reply that still holds a blank
            is not sent: the page names it, and keeps what was written.
          </p>
          {replyKinds.map((kind) => (
            <fieldset key={kind} className="mt-6 card p-5">
              <legend className="px-1 text-lg font-bold">{replyKindLabels[kind]}</legend>
              <KeptField
                answer={state}
                id={`${kind}-subject`}
                name={`${kind}.subject`}
                label="Subject"
                initial={templates[kind].subject}
              >
                {(control) => <input {...control} />}
              </KeptField>
              <KeptField
                answer={state}
                id={`${kind}-body`}
                name={`${kind}.body`}
                label="Message"
                initial={templates[kind].body}
                className="mt-3"
              >
                {(control) => <textarea {...control} rows={7} />}
              </KeptField>
            </fieldset>
          ))}
        </>
      )}
    </VersionedSettingsForm>
  );
}

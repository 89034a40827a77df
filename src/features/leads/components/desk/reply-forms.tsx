'use client';

import { VersionedSettingsForm } from '@/components/admin/versioned-settings-form';
import { Button } from '@/components/ui/button';
import { KeptField, type KeptControlProps } from '@/components/ui/kept-field';
import { RefusalMessages, refusalSentences } from '@/components/ui/refusal-alert';
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

/**
 * An e-mail's subject and message: the reply itself, or the template a kind of lead's first
 * reply starts from. `className` spaces the pair from what is above it.
 */
function SubjectAndMessage({
  answer,
  idPrefix,
  namePrefix = '',
  initial,
  rows,
  maxLengths,
  className,
}: {
  answer: FormState;
  idPrefix: string;
  namePrefix?: string;
  initial: ReplyTemplate;
  rows: number;
  maxLengths?: { subject: number; body: number };
  className?: string;
}) {
  const parts = [
    {
      part: 'subject',
      label: 'Subject',
      className,
      control: (control: KeptControlProps) => <input {...control} maxLength={maxLengths?.subject} />,
    },
    {
      part: 'body',
      label: 'Message',
      className: 'mt-3',
      control: (control: KeptControlProps) => (
        <textarea {...control} rows={rows} maxLength={maxLengths?.body} />
      ),
    },
  ] as const;
  return parts.map(({ part, ...field }) => (
    <KeptField
      key={part}
      answer={answer}
      id={`${idPrefix}-${part}`}
      name={`${namePrefix}${part}`}
      label={field.label}
      initial={initial[part]}
      className={field.className}
    >
      {field.control}
    </KeptField>
  ));
}

/** The reply, filled in from the lead's template, to edit and send. */
export function ReplyForm({
  leadId,
  draft,
  to,
  replyKey,
}: {
  leadId: string;
  draft: ReplyTemplate;
  to: string;
  /** Names this reply, so that sending it twice sends it once. */
  replyKey: string;
}) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<FormState>(sendReplyAction, {});
  // A field's own message is under it; the alert says the e-mail was not sent, and why, aloud.
  const refusals = refusalSentences(state.errors, { fields: ['subject', 'body'], opening: 'Not sent.' });
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="id" value={leadId} />
      <input type="hidden" name="replyKey" value={replyKey} />
      <p className="text-sm text-muted">
        To {to}. Their answer comes back to you: the e-mail&apos;s Reply-To is your address.
      </p>
      <SubjectAndMessage
        answer={state}
        idPrefix="reply"
        initial={draft}
        rows={10}
        maxLengths={{ subject: replySubjectMax, body: replyBodyMax }}
        className="mt-3"
      />
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
              <SubjectAndMessage
                answer={state}
                idPrefix={kind}
                namePrefix={`${kind}.`}
                initial={templates[kind]}
                rows={7}
              />
            </fieldset>
          ))}
        </>
      )}
    </VersionedSettingsForm>
  );
}

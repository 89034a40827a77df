import Link from 'next/link';

import { buttonClasses } from '@/components/ui/button-classes';
import { Card, PanelCard } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';

import { leadKindLabel, messageKindLabels, type Lead, type LeadMessage } from '../../lead';
import { LeadStatusBadge } from '../inbox/lead-status-badge';

/** How many of the person's other leads the card lists, newest first. */
const otherLeadsListed = 20;

/** The person's other leads (same e-mail or phone), each a link with its status. */
export function OtherLeadsCard({ others }: { others: readonly Lead[] }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-bold">
        {others.length === 0
          ? 'No other leads from this person'
          : `Other leads from this person (${others.length})`}
      </h2>
      <p className="mt-1 text-sm text-muted">Matched by the same e-mail or phone number, however written.</p>
      {others.length > 0 && (
        <ul className="mt-3 space-y-2">
          {others.slice(0, otherLeadsListed).map((other) => (
            <li
              key={other.id}
              className="flex flex-wrap items-center gap-2 rounded-xl bg-surface p-3 text-sm"
            >
              <Link href={`/admin/leads/${other.id}`} className="font-semibold text-brand-800 underline">
                {leadKindLabel(other)}, ref {other.reference}
              </Link>
              <span className="text-muted">{formatDateTime(other.createdAt)}</span>
              <LeadStatusBadge status={other.status} />
            </li>
          ))}
        </ul>
      )}
      {others.length > otherLeadsListed && (
        <p className="mt-2 text-sm text-muted">
          And {others.length - otherLeadsListed} older ones, found by searching for their e-mail or phone.
        </p>
      )}
    </Card>
  );
}

/** Where a queued e-mail stands: sent, given up, or its next try. */
function deliveryLine(message: LeadMessage): string {
  if (message.status === 'sent' && message.sentAt) return `Sent ${formatDateTime(message.sentAt)}`;
  if (message.status === 'failed') return `Gave up after ${message.attempts} attempts`;
  return `${message.attempts} attempt${message.attempts === 1 ? '' : 's'}; next try ${formatDateTime(message.nextAttemptAt)}`;
}

/** The e-mails queued about the lead and how each went, and the lead as ADF XML. */
export function LeadMailCard({
  lead,
  messages,
  erased,
}: {
  lead: Lead;
  messages: readonly LeadMessage[];
  erased: boolean;
}) {
  return (
    <PanelCard title="E-mails">
      {messages.length === 0 ? (
        <p className="mt-3 text-muted">
          {erased
            ? 'The e-mails about this person were deleted with their data.'
            : lead.status === 'spam'
              ? 'Caught by the spam trap: nothing was mailed.'
              : 'No e-mails were queued for this lead (mail is not configured: SMTP_URL is unset).'}
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {messages.map((message) => (
            <li key={message.id} className="rounded-xl bg-surface p-3 text-sm" data-testid="lead-message">
              <p className="font-semibold">
                {messageKindLabels[message.kind]}: <span data-status={message.status}>{message.status}</span>
              </p>
              <p className="break-words text-muted">To {message.recipients}</p>
              <p className="text-muted">{deliveryLine(message)}</p>
              {message.lastError && message.status !== 'sent' && (
                <p className="mt-1 text-danger">Last error: {message.lastError}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <a href={`/admin/leads/${lead.id}/adf`} className={`${buttonClasses('secondary', 'sm')} mt-4`} download>
        Download ADF XML
      </a>
    </PanelCard>
  );
}

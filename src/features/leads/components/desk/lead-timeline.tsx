import { formatDateTime } from '@/lib/format-date';

import { eventAuthor, leadEventSummary, type LeadEvent } from '../../lead-desk';

/** Everything that happened to a lead, newest first, ending with its arrival. */
export function LeadTimeline({
  events,
  receivedAt,
  receivedFrom,
}: {
  events: readonly LeadEvent[];
  receivedAt: string;
  receivedFrom: string;
}) {
  return (
    <ol className="mt-4 space-y-3 border-l-2 border-line pl-4" data-testid="lead-timeline">
      {events.map((event) => (
        <li key={event.id} className="relative" data-kind={event.kind}>
          <span
            aria-hidden="true"
            className="absolute top-2 -left-[1.4rem] size-2.5 rounded-full bg-brand-700"
          />
          <p className="font-semibold">{leadEventSummary(event)}</p>
          {event.detail.text && (
            <p className="mt-1 rounded-xl bg-surface p-3 whitespace-pre-wrap">{event.detail.text}</p>
          )}
          <p className="mt-0.5 text-sm text-muted">
            {eventAuthor(event) ?? (event.kind === 'text-reply' ? 'The customer' : 'The lead desk')} ·{' '}
            {formatDateTime(event.at)}
          </p>
        </li>
      ))}
      <li className="relative" data-kind="received">
        <span
          aria-hidden="true"
          className="absolute top-2 -left-[1.4rem] size-2.5 rounded-full bg-accent-500"
        />
        <p className="font-semibold">Received from {receivedFrom}</p>
        <p className="mt-0.5 text-sm text-muted">{formatDateTime(receivedAt)}</p>
      </li>
    </ol>
  );
}

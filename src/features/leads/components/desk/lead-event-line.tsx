import { formatDateTime } from '@/lib/format-date';

import { eventAuthor, leadEventSummary, type LeadEvent } from '../../lead-desk';

/** "sam@… at Nov 25, 2026, 2:05 PM: Status New → Contacted": how a refusal names a change. */
export function LeadEventLine({ event }: { event: LeadEvent }) {
  return (
    <>
      <strong>{eventAuthor(event) ?? 'The lead desk'}</strong> at {formatDateTime(event.at)}:{' '}
      {leadEventSummary(event)}
    </>
  );
}

import { formatDateTime } from '@/lib/format-date';

import type { JobEvent } from '../service-booking';
import { jobStatusLabels } from '../service-shop';

/** Each status change of a job, newest first: what, when (the dealer's time) and who. */
export function JobTimeline({ events, showWho = false }: { events: readonly JobEvent[]; showWho?: boolean }) {
  return (
    <ol className="grid gap-3">
      {[...events].reverse().map((event) => (
        <li key={`${event.at}:${event.status}`} className="border-l-4 border-brand-700 pl-3">
          <p className="font-semibold">{jobStatusLabels[event.status]}</p>
          <p className="text-sm text-muted">
            {formatDateTime(event.at)}
            {showWho ? ` · ${event.by}` : ''}
          </p>
          {event.note && <p className="text-sm">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}

import { PanelCard } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';

import { accountEventSentence, type AccountHistoryEntry } from '../account-history-words';

/** The manager's record of an account: who added it, changed it, disabled it, and its sign-in changes. */
export function AccountHistory({ entries }: { entries: readonly AccountHistoryEntry[] }) {
  return (
    <PanelCard className="mt-6" title="Account history">
      {entries.length === 0 ? (
        <p className="mt-1 text-muted">
          No changes kept yet: the history holds changes made since it began, newest first.
        </p>
      ) : (
        <ol className="mt-4 grid gap-3">
          {entries.map((entry) => (
            <li key={entry.id} className="border-l-4 border-brand-700 pl-3">
              <p>{accountEventSentence(entry)}</p>
              <p className="text-sm text-muted">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </PanelCard>
  );
}

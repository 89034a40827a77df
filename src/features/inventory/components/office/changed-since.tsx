import { formatDateTime } from '@/lib/format-date';

import type { ChangeGroup } from '../../change-summary';

/**
 * Who changed what, and when, since a page was opened: shown with every refused save, status or
 * photo change. A change without an audit row (made by hand in the database) is still named.
 */
export function ChangedSince({ changes }: { changes: readonly ChangeGroup[] }) {
  if (changes.length === 0)
    return (
      <p className="mt-2">It was changed outside the inventory office, so no history names the change.</p>
    );
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5">
      {changes.map((group) => (
        <li key={`${group.at}:${group.by}`}>
          Changed by <strong>{group.by}</strong> at {formatDateTime(group.at)}: {group.changes.join('; ')}
        </li>
      ))}
    </ul>
  );
}

import { DataTable } from '@/components/admin/data-table';
import { formatDateTime } from '@/lib/format-date';

import { changedBy, valueAsShown } from '../../change-summary';

export interface HistoryEntry {
  id: string;
  staff_email: string;
  staff_name: string | null;
  field: string;
  old_value: string | null;
  new_value: string | null;
  changed_at: string;
}

/** Who changed what on a vehicle, and when: the audit trail, newest first. */
export function VehicleHistory({ entries }: { entries: readonly HistoryEntry[] }) {
  return (
    <section aria-labelledby="history-heading" className="mt-10">
      <h2 id="history-heading" className="text-2xl font-bold">
        History
      </h2>
      <DataTable
        caption="Changes to this vehicle, newest first"
        columns={['When', 'Who', 'Field', 'Was', 'Now']}
        empty="No changes recorded yet."
        isEmpty={entries.length === 0}
      >
        {entries.map((entry) => (
          <tr key={entry.id} className="align-top">
            <td className="whitespace-nowrap text-muted">{formatDateTime(entry.changed_at)}</td>
            <td>{changedBy(entry)}</td>
            <td className="font-semibold">{entry.field}</td>
            <td className="max-w-xs break-words whitespace-pre-line text-muted">
              {valueAsShown(entry.field, entry.old_value) ?? '(empty)'}
            </td>
            <td className="max-w-xs break-words whitespace-pre-line">
              {valueAsShown(entry.field, entry.new_value) ?? '(empty)'}
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

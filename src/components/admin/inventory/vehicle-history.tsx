import { formatLeadDate } from '@/components/admin/lead-table';

export interface HistoryEntry {
  id: string;
  staff_email: string;
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
      {entries.length === 0 ? (
        <p className="mt-3 text-muted">No changes recorded yet.</p>
      ) : (
        <div className="relative mt-4 overflow-x-auto rounded-card border border-line bg-white shadow-card">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Changes to this vehicle, newest first</caption>
            <thead className="border-b border-line bg-surface text-xs tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="p-3">
                  When
                </th>
                <th scope="col" className="p-3">
                  Who
                </th>
                <th scope="col" className="p-3">
                  Field
                </th>
                <th scope="col" className="p-3">
                  Was
                </th>
                <th scope="col" className="p-3">
                  Now
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-line align-top last:border-0">
                  <td className="p-3 whitespace-nowrap text-muted">{formatLeadDate(entry.changed_at)}</td>
                  <td className="p-3">{entry.staff_email}</td>
                  <td className="p-3 font-semibold">{entry.field}</td>
                  <td className="max-w-xs p-3 break-words whitespace-pre-line text-muted">
                    {entry.old_value ?? '(empty)'}
                  </td>
                  <td className="max-w-xs p-3 break-words whitespace-pre-line">
                    {entry.new_value ?? '(empty)'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

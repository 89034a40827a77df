import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { formatDateTime } from '@/lib/format-date';

import { undoImportAction } from '../../actions';
import type { AppliedImport } from '../../server/inventory-import';
import { importSummaryText } from './import-check';

/**
 * The imports applied, newest first, with who and what each did. The last one can be undone,
 * after a question, unless its carts have changed since: then the page says which.
 */
export function ImportHistory({
  imports,
  undoBlockers,
  undoRefused,
}: {
  imports: readonly AppliedImport[];
  /** Why the newest import cannot be undone now; empty when it can. */
  undoBlockers: readonly string[];
  /** An undo was just tried and refused (the carts changed in between). */
  undoRefused: boolean;
}) {
  return (
    <section aria-labelledby="import-history-heading" className="mt-10">
      <h2 id="import-history-heading" className="text-2xl font-bold">
        Recent imports
      </h2>
      {imports.length === 0 ? (
        <p className="mt-3 text-muted">No file has been imported yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-line card">
          {imports.map((applied, index) => (
            <li key={applied.id} className="p-4">
              <p className="font-semibold break-words">{applied.fileName}</p>
              <p className="text-sm text-muted">
                {formatDateTime(applied.appliedAt)} by {applied.appliedBy}:{' '}
                {importSummaryText(applied.summary)}.
              </p>
              {applied.undone ? (
                <p className="mt-1 text-sm font-semibold">
                  Undone by {applied.undone.by} at {formatDateTime(applied.undone.at)}.
                </p>
              ) : (
                index === 0 && <UndoLast applied={applied} blockers={undoBlockers} refused={undoRefused} />
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function UndoLast({
  applied,
  blockers,
  refused,
}: {
  applied: AppliedImport;
  blockers: readonly string[];
  refused: boolean;
}) {
  if (blockers.length > 0)
    return (
      <div
        className={`mt-2 text-sm ${refused ? 'rounded-xl border border-danger bg-red-50 p-3' : ''}`}
        role={refused ? 'alert' : undefined}
      >
        <p className="font-semibold">This import can no longer be undone:</p>
        <ul className="mt-1 list-disc pl-5">
          {blockers.map((blocker) => (
            <li key={blocker}>{blocker}</li>
          ))}
        </ul>
      </div>
    );
  return (
    <details className="mt-2">
      <summary className={buttonClasses('secondary', 'sm', 'cursor-pointer')}>Undo this import</summary>
      <form action={undoImportAction} className="mt-2 rounded-xl bg-red-50 p-3">
        <input type="hidden" name="check" value={applied.id} />
        <p className="text-sm font-semibold">
          Put back every cart this import changed, as it was before, and remove the {applied.summary.added}{' '}
          {applied.summary.added === 1 ? 'cart' : 'carts'} it added?
        </p>
        <Button type="submit" variant="secondary" size="sm" className="mt-2">
          Yes, undo this import
        </Button>
      </form>
    </details>
  );
}

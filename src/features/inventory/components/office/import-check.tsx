import Link from 'next/link';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FocusOnArrival } from '@/components/ui/focus-on-arrival';
import { RefusalAlert } from '@/components/ui/refusal-alert';
import { formatDateTime } from '@/lib/format-date';
import { formatPrice } from '@/lib/format-price';

import { applyImportAction } from '../../actions';
import { describeChange } from '../../change-summary';
import { beyondPriceLimit, priceChangeLabel } from '../../price-change-limit';
import type { ChangingRow, ImportCheck, ImportSummary } from '../../server/inventory-import';
import { vehicleConditionLabels, vehicleStatusLabels } from '../../vehicle';
import type { CsvProblem } from '../../vehicle-csv';
import { ChangedSince } from './changed-since';

/** "2 added, 3 changed, 30 unchanged, 1 left out": what an applied import did. */
export function importSummaryText(summary: ImportSummary): string {
  const parts = [`${summary.added} added`, `${summary.changed} changed`, `${summary.unchanged} unchanged`];
  if (summary.skipped > 0) parts.push(`${summary.skipped} left out (changed since the export)`);
  return parts.join(', ');
}

/**
 * A file sent to the import: its problems (nothing can be applied), its preview with the Apply
 * form, or what applying it did.
 */
export function ImportCheckView({
  check,
  moved,
  heldOnline,
  priceLimitPercent,
}: {
  check: ImportCheck;
  moved: boolean;
  /** Why Apply was refused: a row would take a cart out of a live online hold. */
  heldOnline?: string;
  /** The share a price may move in one change: a row's price moved further is pointed out. */
  priceLimitPercent: number;
}) {
  if (check.applied)
    return (
      <FocusOnArrival
        arrival={check.id}
        role="status"
        className="mt-6 rounded-card border border-brand-700 bg-brand-50 p-5"
      >
        <p className="font-bold text-brand-900">
          Imported {check.fileName}: {importSummaryText(check.applied.summary)}.
        </p>
        <p className="mt-1 text-sm">
          Applied by {check.applied.by} at {formatDateTime(check.applied.at)}.
          {check.undone && ` Undone by ${check.undone.by} at ${formatDateTime(check.undone.at)}.`}
        </p>
      </FocusOnArrival>
    );
  if (check.problems.length > 0 || !check.preview)
    return (
      <RefusalAlert answer={check.id} labelledBy="import-problems-heading" className="mt-6">
        <h2 id="import-problems-heading" className="font-bold text-danger">
          Nothing can be imported from {check.fileName}. Fix these and send the file again:
        </h2>
        <ProblemList problems={check.problems} />
      </RefusalAlert>
    );
  const refusedTicks = check.preview.ticked?.problems.length ? check.preview.ticked : undefined;
  return (
    <>
      {heldOnline && (
        <RefusalAlert answer={`${check.id}:held`} className="mt-6">
          <p className="font-bold text-danger">Nothing was applied. {heldOnline}</p>
        </RefusalAlert>
      )}
      {refusedTicks && (
        <RefusalAlert
          answer={`${check.preview.fingerprint}:${refusedTicks.rows.join(',')}`}
          labelledBy="import-ticks-heading"
          className="mt-6"
        >
          <h2 id="import-ticks-heading" className="font-bold text-danger">
            Nothing was applied: a row left out keeps a number that another row takes.
          </h2>
          <ProblemList problems={refusedTicks.problems} />
        </RefusalAlert>
      )}
      <ImportPreview
        check={check}
        preview={check.preview}
        moved={moved}
        takesFocus={!refusedTicks && !heldOnline}
        priceLimitPercent={priceLimitPercent}
      />
    </>
  );
}

function ProblemList({ problems }: { problems: readonly CsvProblem[] }) {
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5">
      {problems.map((problem, index) => (
        <li key={index}>
          {problem.row !== undefined && <strong>Row {problem.row}</strong>}
          {problem.field && <> ({problem.field})</>}
          {problem.row !== undefined || problem.field ? ': ' : ''}
          {problem.message}
        </li>
      ))}
    </ul>
  );
}

type Preview = NonNullable<ImportCheck['preview']>;

/** The preview and its Apply form; it takes focus on arrival unless a refusal above it does. */
function ImportPreview({
  check,
  preview,
  moved,
  takesFocus,
  priceLimitPercent,
}: {
  check: ImportCheck;
  preview: Preview;
  moved: boolean;
  takesFocus: boolean;
  priceLimitPercent: number;
}) {
  const ticked = new Set(preview.ticked?.rows);
  const adds = preview.rows.filter((row) => row.kind === 'add');
  const changing = (kind: ChangingRow['kind']) =>
    preview.rows.filter((row): row is ChangingRow => row.kind === kind);
  const changes = changing('change');
  const conflicts = changing('conflict');
  const unchanged = preview.rows.filter((row) => row.kind === 'unchanged').length;
  const anything = adds.length + changes.length + conflicts.length > 0;
  const body = (
    <>
      <h2 id="import-preview-heading" className="text-2xl font-bold">
        Preview of {check.fileName}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Sent by {check.checkedBy} at {formatDateTime(check.checkedAt)}, compared with the stock as it is now.
        Nothing has changed yet.
      </p>
      {moved && (
        <p className="mt-4 rounded-xl border border-danger bg-red-50 p-3 font-semibold">
          The stock changed after this preview was shown, so nothing was applied. This is the preview again as
          of now: check it and apply again.
        </p>
      )}
      <ul className="mt-4 flex flex-wrap gap-2 text-sm font-semibold" aria-label="In this file">
        <CountBadge count={adds.length} label="to add" />
        <CountBadge count={changes.length} label="to change" />
        <CountBadge count={conflicts.length} label="changed since the export" warn />
        <CountBadge count={unchanged} label="unchanged" />
      </ul>
      <form action={applyImportAction}>
        <input type="hidden" name="check" value={check.id} />
        <input type="hidden" name="plan" value={preview.fingerprint} />
        {adds.length > 0 && (
          <PreviewSection title={`To add (${adds.length})`}>
            {adds.map(({ row, input }) => (
              <li key={row} className="py-3">
                <RowName row={row}>{input.name}</RowName>
                <p className="text-sm text-muted">
                  {[
                    vehicleConditionLabels[input.condition],
                    formatPrice(input.price),
                    vehicleStatusLabels[input.status],
                    input.stockNumber && `stock ${input.stockNumber}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </li>
            ))}
          </PreviewSection>
        )}
        {changes.length > 0 && (
          <PreviewSection title={`To change (${changes.length})`}>
            {changes.map((row) => (
              <li key={row.row} className="py-3">
                <RowName row={row.row} id={row.id}>
                  {row.name}
                </RowName>
                <FieldChanges row={row} priceLimitPercent={priceLimitPercent} />
              </li>
            ))}
          </PreviewSection>
        )}
        {conflicts.length > 0 && (
          <PreviewSection
            title={`Changed since the export (${conflicts.length})`}
            intro="These rows were exported before someone changed the cart. Applying one would undo that change wherever the row still has the old value, so each is left out unless you tick it."
          >
            {conflicts.map((row) => (
              <li key={row.row} className="py-3">
                <RowName row={row.row} id={row.id}>
                  {row.name}
                </RowName>
                <div className="text-sm">
                  <ChangedSince changes={preview.changedSince[row.id] ?? []} />
                  <p className="mt-2 font-semibold">This row would make:</p>
                </div>
                <FieldChanges row={row} priceLimitPercent={priceLimitPercent} />
                {preview.heldOnline[row.id] ? (
                  <p className="mt-2 text-sm font-semibold text-danger">
                    {preview.heldOnline[row.id]} This row is left out while the hold lasts.
                  </p>
                ) : (
                  <CheckboxField
                    key={`${row.row}:${[...ticked].join(',')}`}
                    id={`apply-row-${row.row}`}
                    name="applyRow"
                    value={row.row}
                    defaultChecked={ticked.has(row.row)}
                    label={`Apply row ${row.row} anyway`}
                    className="mt-2"
                  />
                )}
              </li>
            ))}
          </PreviewSection>
        )}
        {unchanged > 0 && (
          <p className="mt-5 text-sm text-muted">
            {unchanged === 1 ? '1 row matches' : `${unchanged} rows match`} the stock and will be left as it
            is.
          </p>
        )}
        {anything ? (
          <Button type="submit" className="mt-5">
            Apply this import
          </Button>
        ) : (
          <p className="mt-5 font-semibold">Nothing to apply: every row matches the stock.</p>
        )}
      </form>
    </>
  );
  const region = { labelledBy: 'import-preview-heading', className: 'mt-6 card p-5 sm:p-6' };
  return takesFocus ? (
    <FocusOnArrival arrival={`${check.id}:${preview.fingerprint}`} role="region" {...region}>
      {body}
    </FocusOnArrival>
  ) : (
    <section aria-labelledby={region.labelledBy} className={region.className}>
      {body}
    </section>
  );
}

function CountBadge({ count, label, warn = false }: { count: number; label: string; warn?: boolean }) {
  return (
    <li
      className={`rounded-full border px-3 py-1 ${warn && count > 0 ? 'border-danger bg-red-50 text-danger' : 'border-line bg-surface'}`}
    >
      {count} {label}
    </li>
  );
}

function PreviewSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h3 className="text-lg font-bold">{title}</h3>
      {intro && <p className="mt-1 text-sm">{intro}</p>}
      <ul className="mt-1 divide-y divide-line border-y border-line">{children}</ul>
    </section>
  );
}

function RowName({ row, id, children }: { row: number; id?: string; children: ReactNode }) {
  return (
    <p>
      <span className="mr-2 text-sm font-semibold text-muted">Row {row}</span>
      {id ? (
        <Link href={`/admin/inventory/${id}`} className="font-semibold text-brand-800 underline">
          {children}
        </Link>
      ) : (
        <span className="font-semibold">{children}</span>
      )}
    </p>
  );
}

/**
 * A row's changes, field by field, and its price move when that goes beyond the share a price may
 * move in one change, said as the record form says it ("$8,495 → $100 (−99%)"), of the list price
 * or the price buyers see, whichever moves more (a sale price added counts): a typo in a
 * spreadsheet is the likeliest way to put a cart on the site at a tenth of its price.
 */
function FieldChanges({ row, priceLimitPercent }: { row: ChangingRow; priceLimitPercent: number }) {
  const move = row.priceMove;
  return (
    <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm break-words">
      {row.changes.map((change) => (
        <li key={change.field}>{describeChange(change.field, change.oldValue, change.newValue)}</li>
      ))}
      {move && beyondPriceLimit(move.from, move.to, priceLimitPercent) && (
        <li>
          <strong className="text-danger">
            The price moves {priceChangeLabel(move.from, move.to)}, more than the {priceLimitPercent}% a price
            may move in one change: check it before you apply.
          </strong>
        </li>
      )}
    </ul>
  );
}

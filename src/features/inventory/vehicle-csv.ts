/**
 * The inventory as CSV, for export and import. Columns are the id, the record's version when it was
 * exported, and the form's field names with the text the form shows (features and specifications
 * one per line inside the cell), so a file exported, edited in a spreadsheet and imported again
 * changes exactly what was edited, and a row exported before someone else's change is known as such.
 */
import { CsvEncodingError, CsvSyntaxError, parseCsvRows, toCsv, type CsvRow } from '@/lib/csv';

import type { Vehicle } from './vehicle';
import {
  parseVehicleForm,
  vehicleFieldLabels,
  vehicleFieldNames,
  vehicleToFormValues,
  type VehicleFieldName,
  type VehicleInput,
} from './vehicle-form';

export const inventoryCsvColumns = ['id', 'version', ...vehicleFieldNames] as const;

export function inventoryCsv(vehicles: readonly Vehicle[]): string {
  return toCsv(
    inventoryCsvColumns,
    vehicles.map((vehicle) => {
      const values = vehicleToFormValues(vehicle);
      return [vehicle.id, String(vehicle.version), ...vehicleFieldNames.map((name) => values[name])];
    }),
  );
}

export interface CsvProblem {
  /** Row as a spreadsheet numbers it (the header is row 1); absent for the file as a whole. */
  row?: number;
  field?: string;
  message: string;
}

export interface CsvVehicleRow {
  row: number;
  /** The cart the row updates, or empty for a cart to add. */
  id: string;
  /** The record's version when the row was exported; null for a cart to add. */
  exportedVersion: number | null;
  input: VehicleInput;
}

/** A file's rows that read well, and, when it is not all good, every problem found (with `rows` the good ones). */
export type InventoryCsvResult =
  { ok: true; rows: CsvVehicleRow[] } | { ok: false; problems: CsvProblem[]; rows: CsvVehicleRow[] };

const maxRows = 10_000;

/**
 * "semicolons" when the header is one cell holding the columns joined by a semicolon or a tab:
 * a spreadsheet set to a language that writes decimal commas saves "CSV" so.
 */
function otherSeparator(names: readonly string[]): string | undefined {
  if (names.length !== 1) return undefined;
  const [only = ''] = names;
  if (only.split(';').length > 2) return 'semicolons';
  if (only.split('\t').length > 2) return 'tabs';
  return undefined;
}

/** Checks every row of an import before anything is stored: all good, or every problem found. */
export function readInventoryCsv(file: string | Uint8Array): InventoryCsvResult {
  let table: CsvRow[];
  try {
    table = parseCsvRows(file);
  } catch (error) {
    if (error instanceof CsvEncodingError)
      return {
        ok: false,
        problems: [{ message: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.' }],
        rows: [],
      };
    if (error instanceof CsvSyntaxError)
      return {
        ok: false,
        problems: [{ message: `The file is not valid CSV (near line ${error.line}): ${error.message}.` }],
        rows: [],
      };
    throw error;
  }
  // Rows are numbered as the spreadsheet shows them: blank ones count, though nothing is read there.
  // A row of empty cells is blank too: a spreadsheet saves a row emptied inside the data as commas.
  const [headerRow, ...rest] = table;
  const records = rest.filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  const header = headerRow?.cells;
  if (!header) return { ok: false, problems: [{ message: 'The file is empty.' }], rows: [] };
  const names = header.map((cell) => cell.trim());
  const separator = otherSeparator(names);
  if (separator)
    return {
      ok: false,
      problems: [
        {
          message: `The file's columns are separated by ${separator}, not commas. Save it from the spreadsheet as "CSV UTF-8 (comma delimited)" and try again.`,
        },
      ],
      rows: [],
    };
  const missing = inventoryCsvColumns.filter((column) => !names.includes(column));
  const unknown = names.filter((name) => !(inventoryCsvColumns as readonly string[]).includes(name));
  // A column given twice would be read from its last copy alone, whatever the first says.
  const repeated = [...new Set(names.filter((name, column) => names.indexOf(name) !== column))];
  const problems: CsvProblem[] = [];
  if (missing.length > 0)
    problems.push({ message: `The header lacks the column(s) ${missing.join(', ')}. Start from an export.` });
  if (unknown.length > 0) problems.push({ message: `Unknown column(s): ${unknown.join(', ')}.` });
  if (repeated.length > 0)
    problems.push({
      message: `The header has the column(s) ${repeated.join(', ')} more than once. Keep one of each.`,
    });
  if (records.length === 0) problems.push({ message: 'The file has a header but no vehicles.' });
  if (records.length > maxRows) problems.push({ message: `Import at most ${maxRows} vehicles at a time.` });
  if (problems.length > 0) return { ok: false, problems, rows: [] };

  const rows: CsvVehicleRow[] = [];
  const seenIds = new Map<string, number>();
  records.forEach(({ cells, row }) => {
    if (cells.length !== names.length) {
      problems.push({ row, message: `has ${cells.length} cells; the header has ${names.length}.` });
      return;
    }
    const record = Object.fromEntries(names.map((name, column) => [name, cells[column] ?? '']));
    const id = (record.id ?? '').trim();
    if (id && !/^[a-z0-9-]{1,120}$/.test(id))
      problems.push({ row, field: 'id', message: 'An id is lower-case letters, digits and hyphens.' });
    const earlier = id ? seenIds.get(id) : undefined;
    if (earlier) problems.push({ row, field: 'id', message: `repeats the id of row ${earlier}.` });
    if (id) seenIds.set(id, row);
    const versionText = (record.version ?? '').trim();
    const exportedVersion = /^[1-9][0-9]{0,8}$/.test(versionText) ? Number(versionText) : null;
    if (id && exportedVersion === null)
      problems.push({
        row,
        field: 'version',
        message: 'A row with an id keeps the version its export gave it (a whole number); export again.',
      });
    if (!id && versionText)
      problems.push({ row, field: 'version', message: 'A new cart (no id) has no version: leave it empty.' });
    const parsed = parseVehicleForm(record);
    if (!parsed.success) {
      for (const [field, messages] of Object.entries(parsed.errors)) {
        for (const message of messages ?? [])
          problems.push({ row, field: vehicleFieldLabels[field as VehicleFieldName], message });
      }
      return;
    }
    rows.push({ row, id, exportedVersion: id ? exportedVersion : null, input: parsed.data });
  });
  return problems.length > 0 ? { ok: false, problems, rows } : { ok: true, rows };
}

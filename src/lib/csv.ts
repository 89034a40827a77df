/**
 * CSV as spreadsheets read and write it (RFC 4180), through csv-parse and csv-stringify. Cells
 * that a spreadsheet would run as a formula ("=", "+", "-", "@", tab or CR first) are written
 * with a leading apostrophe, as spreadsheets themselves do, and read back without it.
 */
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

type Cell = string | number | null | undefined;

/**
 * The header and rows as a CSV file: CRLF line ends, quotes only where a cell needs them; formulas
 * guarded unless the file is for programs only (`forSpreadsheets: false`). A cell
 * holding a line break of any kind is quoted: csv-stringify on its own quotes only the record
 * delimiter (CRLF), and a spreadsheet ends the row at an unquoted bare LF or CR (a cart's
 * features, one a line, became rows of their own).
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly Cell[])[],
  { forSpreadsheets = true }: { forSpreadsheets?: boolean } = {},
): string {
  return stringify([header, ...rows] as Cell[][], {
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    // A file for other programs (a listing site's feed reader) runs no formula and takes every
    // cell as written: an apostrophe would be read as part of a title or a stock number.
    escape_formulas: forSpreadsheets,
    // A cell that starts with an apostrophe is written with one more, which the reader takes
    // off again, so what it wrote comes back as it was.
    cast: {
      number: (value) => String(value),
      string: (value) => (forSpreadsheets && value.startsWith("'") ? `'${value}` : value),
    },
  });
}

/**
 * UTF-8's byte-order mark, first in a file people open in a spreadsheet: without it Excel reads
 * the file in the computer's legacy code page ("MuÃ±oz"). Files for machines go without it (a
 * reader that does not expect it takes it for part of the first column's name).
 */
export const utf8ByteOrderMark = '\ufeff';

/** A file that is not CSV, with the line where reading stopped. */
export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/** A file in an encoding that is neither UTF-8 nor UTF-16 with its byte-order mark. */
export class CsvEncodingError extends Error {}

/** What went wrong, in the words of a person who saved the file from a spreadsheet. */
const syntaxMessages: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted cell has text after its closing quote',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted cell has text after its closing quote',
};

/** What csv-stringify's escape_formulas puts an apostrophe before, full-width forms included. */
const formulaStart = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A cell written with an apostrophe first: a formula's start, or an apostrophe of its own. */
const escapedCell = (value: string) =>
  value.startsWith("'") && (formulaStart.test(value.slice(1)) || value.startsWith("''"));

/**
 * The text of a file as a spreadsheet saved it: UTF-8 with or without a byte-order mark, or
 * UTF-16 with one ("Unicode text" in Excel).
 */
function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  // UTF-16 without its mark decodes as UTF-8 with a NUL beside every letter ("i\0d\0"): no text
  // file a spreadsheet saves holds a NUL.
  if (bytes.includes(0)) throw new CsvEncodingError('The file is not UTF-8 text.');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CsvEncodingError('The file is not UTF-8 text.');
  }
}

/** A row of a file and its number as a spreadsheet shows it (blank rows counted, though skipped). */
export interface CsvRow {
  row: number;
  cells: string[];
}

/**
 * Reads CSV text or a file's bytes into rows of cells, each with its number in the spreadsheet.
 * Blank lines are skipped (and counted), rows may have fewer or more cells than the header (the
 * caller says what that means), and a neutralised formula cell comes back as it was written.
 */
export function parseCsvRows(input: string | Uint8Array): CsvRow[] {
  const text = typeof input === 'string' ? input : decode(input);
  try {
    // With `info`, csv-parse answers each record with its counts (its types do not say so).
    const read = parse(text, {
      bom: true,
      // Any line ending on any row: csv-parse otherwise takes the first row's for all, and a file
      // whose header ends in CRLF and rows in LF (edited in two programs) reads as one long row.
      record_delimiter: ['\r\n', '\n', '\r'],
      skip_empty_lines: true,
      // Each record's count and the blank lines before it: its row as the spreadsheet numbers it.
      info: true,
      relax_column_count: true,
      // A quote inside an unquoted cell (12" wheels) is part of the text, as spreadsheets read it.
      relax_quotes: true,
      cast: (value) => (escapedCell(value) ? value.slice(1) : value),
    }) as unknown as { record: string[]; info: { records: number; empty_lines: number } }[];
    return read.map(({ record, info }) => ({ row: info.records + info.empty_lines, cells: record }));
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? error.lines : 1;
      throw new CsvSyntaxError(syntaxMessages[error.code] ?? 'a row cannot be read', line);
    }
    throw error;
  }
}

/** The rows of a file without their numbers, as `parseCsvRows` reads them. */
export const parseCsv = (input: string | Uint8Array): string[][] =>
  parseCsvRows(input).map((row) => row.cells);

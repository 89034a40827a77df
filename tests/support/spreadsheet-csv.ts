/**
 * Reads a CSV as a spreadsheet does (RFC 4180, strictly): every line break outside quotes ends a
 * row, whether CRLF, a bare LF or a bare CR. csv-parse's own default learns the line end from the
 * first row and then keeps a bare LF inside an unquoted cell, which hides exactly the files a
 * spreadsheet splits. Rows may differ in length, so a split row is counted, not thrown.
 */
import { parse } from 'csv-parse/sync';

export const utf8ByteOrderMark = Buffer.from([0xef, 0xbb, 0xbf]);

export function spreadsheetRows(text: string): string[][] {
  const rows: string[][] = parse(text, { record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true });
  return rows;
}

/** The rows as named cells, the first row naming the columns. */
export function spreadsheetRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = spreadsheetRows(text);
  return rows.map((cells) => Object.fromEntries(header!.map((name, index) => [name, cells[index] ?? ''])));
}

/** A file's bytes as a spreadsheet opens them: the byte-order mark says UTF-8, and is not text. */
export function openInSpreadsheet(bytes: Buffer): { byteOrderMark: boolean; text: string } {
  const byteOrderMark = bytes.subarray(0, 3).equals(utf8ByteOrderMark);
  return { byteOrderMark, text: bytes.subarray(byteOrderMark ? 3 : 0).toString('utf8') };
}

import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';

import { CsvEncodingError, CsvSyntaxError, parseCsv, parseCsvRows, toCsv } from '@/lib/csv';

import { spreadsheetRows } from '../../tests/support/spreadsheet-csv';

describe('toCsv', () => {
  it('quotes cells with commas, quotes and line breaks, and leaves empty cells empty', () => {
    expect(toCsv(['name', 'notes', 'stock'], [['Smith, Jo', 'the "XL"\nline 2', null]])).toBe(
      'name,notes,stock\r\n"Smith, Jo","the ""XL""\nline 2",\r\n',
    );
  });

  it('quotes a cell with a bare line break, so a spreadsheet keeps it in one row', () => {
    const rows = [
      ['Club Car Onward', 'Rear seat kit\nLED lights\nUSB ports'],
      ['EZ-GO RXV', 'Old Mac line\rend'],
    ];
    const csv = toCsv(['name', 'features'], rows);
    expect(csv).toBe(
      'name,features\r\nClub Car Onward,"Rear seat kit\nLED lights\nUSB ports"\r\nEZ-GO RXV,"Old Mac line\rend"\r\n',
    );
    expect(spreadsheetRows(csv)).toEqual([['name', 'features'], ...rows]);
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(toCsv(['a', 'b'], [['=HYPERLINK("http://evil")', '+1 908 555 0100']])).toBe(
      `a,b\r\n"'=HYPERLINK(""http://evil"")",'+1 908 555 0100\r\n`,
    );
  });

  it('writes every cell as it is in a file for programs only, quoted as RFC 4180 asks', () => {
    const cells = ['-Used Club Car Precedent, 2019', '+Blue', '@U-19', "'quoted"];
    const csv = toCsv(['name', 'colour', 'stock', 'note'], [cells], { forSpreadsheets: false });
    expect(csv).toBe(`name,colour,stock,note\r\n"-Used Club Car Precedent, 2019",+Blue,@U-19,'quoted\r\n`);
    expect(parse(csv)[1]).toEqual(cells);
  });

  it('writes numbers as they are and joins rows with CRLF', () => {
    expect(toCsv(['price', 'year'], [[12995, 2024]])).toBe('price,year\r\n12995,2024\r\n');
  });
});

describe('parseCsv', () => {
  const rows = [
    ['name', 'notes'],
    ['Smith, Jo', 'line 1\nline 2'],
    ['=SUM(A1)', 'the "XL"'],
    ['-5 off', ''],
  ];

  it('reads back what toCsv wrote, formulas and line breaks included', () => {
    const [header, ...body] = rows;
    expect(parseCsv(toCsv(header!, body))).toEqual(rows);
  });

  it('reads back cells that start with a full-width sign or an apostrophe of their own, unchanged', () => {
    const cells = ['＋2 seats', '＝ half price', "'=A1 as text", "'quoted", "''two"];
    const written = toCsv(
      ['cell'],
      cells.map((cell) => [cell]),
    );
    expect(
      parseCsv(written)
        .slice(1)
        .map(([cell]) => cell),
    ).toEqual(cells);
    // Exported and imported again, nothing drifts.
    expect(parseCsv(toCsv(['cell'], parseCsv(written).slice(1)))).toEqual(parseCsv(written));
  });

  it('skips blank lines, a byte-order mark and a missing final line break', () => {
    expect(parseCsv('\ufeffa,b\n\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads rows whose line endings differ, as a file edited in two programs has them', () => {
    expect(parseCsvRows('a,b\r\n1,2\n3,4\r5,6\r\n')).toEqual([
      { row: 1, cells: ['a', 'b'] },
      { row: 2, cells: ['1', '2'] },
      { row: 3, cells: ['3', '4'] },
      { row: 4, cells: ['5', '6'] },
    ]);
  });

  it('numbers each row as a spreadsheet shows it: blank rows counted, a cell of two lines one row', () => {
    expect(parseCsvRows('a,b\r\n\r\n\r\n1,2\r\n"x\ny",3\r\n\r\n4,5\r\n')).toEqual([
      { row: 1, cells: ['a', 'b'] },
      { row: 4, cells: ['1', '2'] },
      { row: 5, cells: ['x\ny', '3'] },
      { row: 7, cells: ['4', '5'] },
    ]);
  });

  it('reads a file as Excel saves it: UTF-8 with a byte-order mark, or UTF-16 "Unicode text"', () => {
    const [header, ...body] = rows;
    const text = toCsv(header!, body);
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(parseCsv(utf8)).toEqual(rows);
    expect(parseCsv(utf16)).toEqual(rows);
  });

  it('refuses bytes that are not UTF-8 and carry no UTF-16 mark', () => {
    // "Café" in Windows-1252: the é is a byte UTF-8 never has on its own.
    expect(() => parseCsv(Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x0a]))).toThrow(CsvEncodingError);
    // UTF-16 that lost its mark: plain letters, each beside a NUL, which UTF-8 would let through.
    expect(() => parseCsv(Buffer.from('id,version\r\n', 'utf16le'))).toThrow(CsvEncodingError);
  });

  it('keeps a quote inside an unquoted cell as text, as spreadsheets read it', () => {
    expect(parseCsv('wheels,seats\n14" alloy,4\n')).toEqual([
      ['wheels', 'seats'],
      ['14" alloy', '4'],
    ]);
  });

  it('refuses a quote that is never closed, naming the line it reached', () => {
    let error: unknown;
    try {
      parseCsv('a,b\n1,2\n"open,2\n3,4\n');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CsvSyntaxError);
    expect((error as CsvSyntaxError).message).toBe('a quoted cell is never closed');
    expect((error as CsvSyntaxError).line).toBeGreaterThanOrEqual(3);
  });
});

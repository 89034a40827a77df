import { describe, expect, it } from 'vitest';

import { CsvSyntaxError, csvCell, parseCsv, toCsv } from '@/lib/csv';

describe('csv', () => {
  it('quotes cells with commas, quotes and line breaks', () => {
    expect(csvCell('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvCell('the "XL"')).toBe('"the ""XL"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell(null)).toBe('');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1 908 555 0100')).toBe("'+1 908 555 0100");
  });

  it('joins rows with CRLF after a header', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n');
  });
});

describe('parseCsv', () => {
  it('reads back what toCsv wrote, formulas and line breaks included', () => {
    const rows = [
      ['name', 'notes'],
      ['Smith, Jo', 'line 1\nline 2'],
      ['=SUM(A1)', 'the "XL"'],
      ['-5 off', ''],
    ];
    const [header, ...body] = rows;
    expect(parseCsv(toCsv(header!, body))).toEqual(rows);
  });

  it('skips blank lines, a byte-order mark and a missing final line break', () => {
    expect(parseCsv('\ufeffa,b\n\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('refuses a quote that is never closed', () => {
    expect(() => parseCsv('a,b\n"open,2\n')).toThrow(CsvSyntaxError);
  });
});

import { describe, expect, it } from 'vitest';

import { asOneLine, hasHiddenControl, hasLineBreak, withoutHiddenMarks } from './one-line-text';

const lineBreaks = ['\n', '\r', '\r\n', '\u000b', '\u000c', '\u0085', '\u2028', '\u2029'];
const hiddenControls = [
  '\u0000',
  '\t',
  '\u001b',
  '\u007f',
  '\u009b',
  '\u061c',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
];

describe('one-line text', () => {
  it('finds every kind of line break, NEL and the Unicode separators included', () => {
    for (const mark of lineBreaks) expect(hasLineBreak(`Dana${mark}Bcc: x@example.com`)).toBe(true);
    expect(hasLineBreak('Dana Whitfield')).toBe(false);
  });

  it('finds control characters and the invisible marks that reverse text', () => {
    for (const mark of hiddenControls) expect(hasHiddenControl(`Dana${mark}Whitfield`)).toBe(true);
    // A right-to-left override makes "Dana moc.elpmaxe@ana" read as an e-mail address.
    expect(hasHiddenControl('Dana \u202emoc.elpmaxe@anad')).toBe(true);
  });

  it('finds half of a UTF-16 pair on its own, which no keyboard types and storage would mangle', () => {
    for (const broken of ['M\ud800', '\udc00M', 'M\ud83d\ud83dx'])
      expect(hasHiddenControl(broken)).toBe(true);
    expect(asOneLine('spring\ud800 sale')).toBe('spring sale');
  });

  it('leaves letters of every script, accents and emoji alone', () => {
    for (const name of ['Muñoz', 'Zoë Ng-Ólafsdóttir', 'محمد', '佐藤', 'O’Brien 👍🏽', 'Ana\u200dMaria'])
      expect([hasLineBreak(name), hasHiddenControl(name)]).toEqual([false, false]);
  });

  it('makes a lenient value one line, a run of marks one space', () => {
    expect(asOneLine('spring\r\n\u2028sale\u202e2026')).toBe('spring sale 2026');
  });
});

describe('a message of several lines', () => {
  it('keeps its line breaks, tabs and the marks right-to-left writing uses', () => {
    const lines = 'First line.\nSecond line.\tQty 2';
    const rightToLeft = 'שלום\u200f עולם, مرحبا\u061c 2';
    expect([withoutHiddenMarks(lines), withoutHiddenMarks(rightToLeft)]).toEqual([lines, rightToLeft]);
  });

  it("makes a pasted break no reader shows (a slide's VT, a page break, NEL, U+2028/9) a plain line break", () => {
    expect(withoutHiddenMarks('Slide title\u000bnext line\u000cnext page\u0085a\u2028b\u2029c')).toBe(
      'Slide title\nnext line\nnext page\na\nb\nc',
    );
  });

  it('keeps each line break as one character, as the form counted it, though a form post sends CR LF', () => {
    const posted = 'First line.\r\nSecond line.\rThird line.';
    expect(withoutHiddenMarks(posted)).toBe('First line.\nSecond line.\nThird line.');
    // So a message the form let through at its limit is not refused by the server as too long.
    const atLimit = Array.from({ length: 100 }, () => 'x'.repeat(49)).join('\n');
    expect(withoutHiddenMarks(atLimit.replaceAll('\n', '\r\n'))).toHaveLength(atLimit.length);
  });

  it('drops the overrides, embeddings and isolates that reorder text, and other control characters', () => {
    // A number copied from a phone's contacts comes wrapped in an override and its end.
    expect(withoutHiddenMarks('Call me on \u202d+1 (908) 555-0100\u202c.')).toBe(
      'Call me on +1 (908) 555-0100.',
    );
    expect(withoutHiddenMarks('Dana \u2068Whitfield\u2069 \u202emoc.elpmaxe\u0000\u001b\u009b')).toBe(
      'Dana Whitfield moc.elpmaxe',
    );
    expect(withoutHiddenMarks('Is it \ud800free? 👍🏽')).toBe('Is it free? 👍🏽');
  });
});

import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

import { loadFonts, wrap } from './agreement-pdf';

/** The agreement's regular font, embedded as an agreement embeds it. */
async function agreementFont() {
  const document = await PDFDocument.create();
  const fontkit = (await import('@pdf-lib/fontkit')).default;
  document.registerFontkit(fontkit);
  return document.embedFont((await loadFonts()).regular, { subset: true });
}

describe('the agreement’s lines', () => {
  it('break a word wider than the page between its letters, every line within the width, nothing lost', async () => {
    const font = await agreementFont();
    const width = 300;
    const address = `${'q'.repeat(240)}@example.com`;
    const lines = wrap(font, `E-mail: ${address}, phone 732-555-0102`, 10, width);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(width);
    expect(lines.join(' ').replaceAll(' ', '')).toBe(`E-mail:${address},phone732-555-0102`);
    // Words that fit are still never broken.
    expect(lines[0]).toBe('E-mail:');
    expect(lines.at(-1)).toMatch(/ phone 732-555-0102$/);
  });
});

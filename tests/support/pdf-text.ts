import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, as a reader would copy it: every content stream inflated, every string
 * its text operators draw (pdf-lib writes them as hex in the standard fonts' encoding) read in
 * order, and the lines a paragraph was wrapped into joined with a space.
 */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const drawn: string[] = [];
  for (const [, body] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
    } catch {
      continue; // Not a compressed content stream (a font, an image).
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      drawn.push(Buffer.from(hex!, 'hex').toString('latin1'));
  }
  return drawn.join(' ').replace(/\s+/g, ' ');
}

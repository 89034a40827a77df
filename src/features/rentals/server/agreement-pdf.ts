import 'server-only';

import { createHash } from 'node:crypto';

import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';

import { dealer } from '@/content/dealer';
import { formatDateTimeWithZone } from '@/lib/format-date';

import type { AgreementSection } from '../rental-agreement';

/**
 * The signed agreement as a PDF, made once when the rental is booked and stored with it: every
 * download sends these bytes, and its SHA-256 is on the booking. Letter size, the standard
 * Helvetica (no font file to ship), and the signature block: the typed name, the time it was
 * signed and the agreement's version.
 */

const page = { width: 612, height: 792, margin: 56 };
const sizes = { title: 16, heading: 12, body: 10 };
const lineGap = 4;

/**
 * Text the standard fonts can write (Windows-1252): accented letters stay, anything else is
 * spelled without its marks or, failing that, as "?", so no name can stop an agreement being made.
 */
function writable(font: PDFFont, text: string): string {
  return [...text]
    .map((character) => {
      try {
        font.encodeText(character);
        return character;
      } catch {
        const plain = character.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
        try {
          font.encodeText(plain);
          return plain;
        } catch {
          return '?';
        }
      }
    })
    .join('');
}

/** The text broken into lines no wider than `width` at `size`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export interface SignedAgreement {
  title: string;
  sections: readonly AgreementSection[];
  signature: { name: string; signedAt: Date; version: string; from: string };
}

export async function agreementPdf(agreement: SignedAgreement): Promise<{ pdf: Uint8Array; sha256: string }> {
  const document = await PDFDocument.create();
  const [regular, bold] = await Promise.all([
    document.embedFont(StandardFonts.Helvetica),
    document.embedFont(StandardFonts.HelveticaBold),
  ]);
  document.setTitle(writable(regular, agreement.title));
  document.setAuthor(writable(regular, dealer.name));
  document.setCreator(writable(regular, dealer.name));
  document.setProducer(writable(regular, dealer.name));
  // The signing time, not the moment of writing: the same agreement is the same document.
  document.setCreationDate(agreement.signature.signedAt);
  document.setModificationDate(agreement.signature.signedAt);

  const width = page.width - 2 * page.margin;
  let current = document.addPage([page.width, page.height]);
  let y = page.height - page.margin;
  const write = (text: string, font: PDFFont, size: number, spaceBefore = 0) => {
    y -= spaceBefore;
    for (const line of wrap(font, writable(font, text), size, width)) {
      if (y - size < page.margin) {
        current = document.addPage([page.width, page.height]);
        y = page.height - page.margin;
      }
      y -= size;
      current.drawText(line, { x: page.margin, y, size, font, color: rgb(0.07, 0.09, 0.12) });
      y -= lineGap;
    }
  };

  write(agreement.title, bold, sizes.title);
  for (const section of agreement.sections) {
    write(section.heading, bold, sizes.heading, 14);
    for (const line of section.lines) write(line, regular, sizes.body, 2);
  }
  const { name, signedAt, version, from } = agreement.signature;
  write('Signature', bold, sizes.heading, 18);
  write(`Signed by typing the name "${name}" and ticking "I agree".`, regular, sizes.body, 2);
  write(
    // The dealer's clock, as the renter lived the moment; the exact instant in UTC beside it.
    `Signed ${formatDateTimeWithZone(signedAt.toISOString())} (${signedAt.toISOString()}) from ${from}. Agreement version ${version}.`,
    regular,
    sizes.body,
    2,
  );

  const pdf = await document.save({ useObjectStreams: false });
  return { pdf, sha256: createHash('sha256').update(pdf).digest('hex') };
}

import 'server-only';

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib';

import { dealer } from '@/content/dealer';
import { formatDateTimeWithZone } from '@/lib/format-date';

import type { AgreementSection } from '../rental-agreement';

/**
 * The signed agreement as a PDF, made once when the rental is booked and stored with it: every
 * download sends these bytes, and its SHA-256 is on the booking. Letter size, DejaVu Sans embedded
 * (only the letters used), and the signature block: the typed name, the time it was signed and the
 * agreement's version.
 */

const page = { width: 612, height: 792, margin: 56 };
const sizes = { title: 16, heading: 12, body: 10 };
const lineGap = 4;

/**
 * DejaVu Sans, from its npm package: it writes Latin in full (Polish, Czech, Vietnamese…), Greek
 * and Cyrillic, so a renter's name is in their agreement as they typed it. The standard PDF fonts
 * write only Windows-1252, which made "Łukasz" "?ukasz".
 */
const fontFiles = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
let fontBytes: Promise<Record<keyof typeof fontFiles, Buffer>> | undefined;

/**
 * The package's folder of font files, looked for as Node looks for a package: in node_modules here,
 * then in each folder above (a server started from a folder inside the checkout finds it too).
 */
function fontFolder(): string {
  for (let folder = path.resolve(/* turbopackIgnore: true */ process.cwd()); ;) {
    const candidate = path.join(/* turbopackIgnore: true */ folder, 'node_modules/dejavu-fonts-ttf/ttf');
    if (existsSync(/* turbopackIgnore: true */ candidate)) return candidate;
    const parent = path.dirname(folder);
    if (parent === folder)
      return path.join(/* turbopackIgnore: true */ process.cwd(), 'node_modules/dejavu-fonts-ttf/ttf');
    folder = parent;
  }
}

const fontFile = (file: string) => path.join(/* turbopackIgnore: true */ fontFolder(), file);

/**
 * The two font files, read once per process. Called at start-up too (src/instrumentation.ts), so a
 * server missing them stops there, saying so, rather than refuse every booking.
 */
export function loadFonts(): Promise<Record<keyof typeof fontFiles, Buffer>> {
  if (!fontBytes) {
    fontBytes = Promise.all([readFile(fontFile(fontFiles.regular)), readFile(fontFile(fontFiles.bold))]).then(
      ([regular, bold]) => ({ regular, bold }),
    );
    // A failed read is tried again at the next booking rather than kept.
    fontBytes.catch(() => (fontBytes = undefined));
  }
  return fontBytes;
}

/**
 * fontkit, keeping each font it parsed: every agreement embeds the same two files, and parsing one
 * is a good part of the time a booking holds its cart. A parsed font is only read (each document
 * takes its own subset of it).
 */
const parsedFonts = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();
const parsedOnce: typeof fontkit = {
  create(bytes, postscriptName) {
    const parsed = parsedFonts.get(bytes) ?? fontkit.create(bytes, postscriptName);
    parsedFonts.set(bytes, parsed);
    return parsed;
  },
};

/**
 * Scripts written right to left, or whose letters join: pdf-lib lays glyphs out one after another,
 * left to right, unjoined, so these would print as a different, wrong word.
 */
const needsShaping = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * The text as the font can write it: a letter it lacks is spelled without its marks or, failing
 * that, as "?" (the stored booking keeps the name as typed), so no name can stop an agreement
 * being made.
 */
const drawableIn = new WeakMap<Uint8Array, Set<number>>();

function writer(font: PDFFont, bytes: Uint8Array): (text: string) => string {
  // The same for every agreement set in these bytes: worked out once, not while each booking waits.
  const drawable = drawableIn.get(bytes) ?? new Set(font.getCharacterSet());
  drawableIn.set(bytes, drawable);
  const canDraw = (text: string) =>
    [...text].every((character) => drawable.has(character.codePointAt(0)!) && !needsShaping.test(character));
  return (text) =>
    [...text.normalize('NFC')]
      .map((character) => {
        if (canDraw(character)) return character;
        const plain = character.normalize('NFKD').replace(/\p{Mark}/gu, '');
        return plain && canDraw(plain) ? plain : '?';
      })
      .join('');
}

/**
 * The text broken into lines no wider than `width` at `size`. Each word is measured once (laying
 * text out in an embedded font is the slow part of making the PDF, done while the booking holds
 * its cart); the kerning across a space, a hair's breadth, is left out. A word wider than a line
 * (a long e-mail address, a name typed without spaces) is broken between its letters, as the
 * booking page breaks it: drawn whole, its end ran off the page and out of the signed document.
 */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const space = font.widthOfTextAtSize(' ', size);
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const whole of text.split(/\s+/)) {
    const wholeWidth = font.widthOfTextAtSize(whole, size);
    for (const [word, wordWidth] of wholeWidth > width
      ? piecesOf(font, whole, size, width)
      : [[whole, wholeWidth] as const]) {
      if (line && lineWidth + space + wordWidth > width) {
        lines.push(line);
        line = word;
        lineWidth = wordWidth;
      } else {
        lineWidth = line ? lineWidth + space + wordWidth : wordWidth;
        line = line ? `${line} ${word}` : word;
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A word too wide for a line, in pieces that each fit one, with their widths. */
function piecesOf(font: PDFFont, word: string, size: number, width: number): [string, number][] {
  const pieces: [string, number][] = [];
  let piece = '';
  let pieceWidth = 0;
  for (const character of word) {
    const characterWidth = font.widthOfTextAtSize(character, size);
    if (piece && pieceWidth + characterWidth > width) {
      pieces.push([piece, pieceWidth]);
      piece = '';
      pieceWidth = 0;
    }
    piece += character;
    pieceWidth += characterWidth;
  }
  if (piece) pieces.push([piece, pieceWidth]);
  return pieces;
}

export interface SignedAgreement {
  title: string;
  sections: readonly AgreementSection[];
  signature: { name: string; signedAt: Date; version: string; from: string };
}

export async function agreementPdf(agreement: SignedAgreement): Promise<{ pdf: Uint8Array; sha256: string }> {
  const fonts = await loadFonts();
  const document = await PDFDocument.create();
  document.registerFontkit(parsedOnce);
  const [regular, bold] = await Promise.all([
    document.embedFont(fonts.regular, { subset: true }),
    document.embedFont(fonts.bold, { subset: true }),
  ]);
  const writable = new Map([
    [regular, writer(regular, fonts.regular)],
    [bold, writer(bold, fonts.bold)],
  ]);
  // The document's properties are Unicode strings of their own; no font draws them.
  document.setTitle(agreement.title);
  document.setAuthor(dealer.name);
  document.setCreator(dealer.name);
  document.setProducer(dealer.name);
  // The signing time, not the moment of writing: the same agreement is the same document.
  document.setCreationDate(agreement.signature.signedAt);
  document.setModificationDate(agreement.signature.signedAt);

  const width = page.width - 2 * page.margin;
  let current = document.addPage([page.width, page.height]);
  let y = page.height - page.margin;
  const write = (text: string, font: PDFFont, size: number, spaceBefore = 0) => {
    y -= spaceBefore;
    for (const line of wrap(font, writable.get(font)!(text), size, width)) {
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

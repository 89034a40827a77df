import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';

/**
 * The text a PDF shows, as a reader copies it: each page's content streams read in order, each
 * string a text operator draws turned into letters through its font's ToUnicode map (an embedded
 * font draws glyph numbers, not letters) or, for a standard font, its Windows-1252 encoding, and
 * the lines a paragraph was wrapped into joined with a space.
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const drawn: string[] = [];
  for (const page of document.getPages()) {
    const fonts = pageFonts(page);
    let font: ((hex: string) => string) | undefined;
    for (const content of contentStreams(page)) {
      for (const [, fontName, hex] of content.matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (fontName !== undefined) font = fonts.get(fontName);
        else if (!font) throw new Error('The PDF draws text before choosing a font');
        else drawn.push(font(hex!));
      }
    }
  }
  return drawn.join(' ').replace(/\s+/g, ' ');
}

function decoded(stream: PDFObject | undefined): string {
  if (!(stream instanceof PDFRawStream)) throw new Error('Expected a stream in the PDF');
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

function contentStreams(page: PDFPage): string[] {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  return streams.map((stream) =>
    decoded(stream instanceof PDFRef ? page.doc.context.lookup(stream) : stream),
  );
}

const windows1252 = new TextDecoder('windows-1252');

/** Each font the page names, as a reader of the strings it draws. */
function pageFonts(page: PDFPage): Map<string, (hex: string) => string> {
  const fonts = new Map<string, (hex: string) => string>();
  const dictionary = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of dictionary?.entries() ?? []) {
    const font = page.doc.context.lookup(ref, PDFDict);
    const toUnicode = font.get(PDFName.of('ToUnicode'));
    fonts.set(
      name.decodeText(),
      toUnicode
        ? unicodeReader(decoded(page.doc.context.lookup(toUnicode)))
        : (hex) => windows1252.decode(Buffer.from(hex, 'hex')),
    );
  }
  return fonts;
}

/**
 * A ToUnicode CMap's character codes as a reader of drawn strings: pdf-lib writes each code on its
 * own (bfchar); a code the map does not name throws, so no other form is read wrong in silence.
 */
function unicodeReader(cmap: string): (hex: string) => string {
  const letters = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of block!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      letters.set(parseInt(code!, 16), utf16(text!));
  const codeLength = /begincodespacerange\s*<([0-9A-Fa-f]+)>/.exec(cmap)?.[1]?.length ?? 2;
  return (hex) => {
    let text = '';
    for (let at = 0; at < hex.length; at += codeLength) {
      const letter = letters.get(parseInt(hex.slice(at, at + codeLength), 16));
      if (letter === undefined)
        throw new Error(`The PDF draws a glyph its ToUnicode map does not name: ${hex}`);
      text += letter;
    }
    return text;
  };
}

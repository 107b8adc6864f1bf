import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/** What the research sheet prints of a mare (DESIGN §6). */
export type SheetMare = {
  name: string;
  birthYear: string | null;
  microchip: string | null;
  surrogateUid: string | null;
};

const A4: [number, number] = [595.28, 841.89];
const MM = 72 / 25.4;
const LEFT = 18 * MM; // room for a punched binder hole
const RIGHT = A4[0] - 12 * MM;
const TOP = A4[1] - 12 * MM;
const BOTTOM = 14 * MM;
const ROWS = 18;
/** Copies per mare, each a full A4 sheet (DESIGN §6: two copies per mare). */
export const COPIES = 2;

const ink = rgb(0.1, 0.1, 0.1);
const grey = rgb(0.45, 0.45, 0.45);
const rule = rgb(0.6, 0.6, 0.6);
const shade = rgb(0.92, 0.92, 0.92);

/** The examination grid: one row per examination, columns as the vet fills them in. */
const COLUMNS: { title: string; width: number }[] = [
  { title: 'Datum', width: 58 },
  { title: 'Linker eierstok', width: 118 },
  { title: 'Rechter eierstok', width: 118 },
  { title: 'Baarmoeder', width: 98 },
  { title: 'Opmerkingen', width: 0 }, // the rest of the line
];

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Letters without a decomposition to a base letter, and what they print as. */
const LOOK_ALIKE: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
};

/**
 * Text the standard fonts can print (WinAnsi covers é, ë, ü …): other letters lose their accents
 * (ő → o), what is left becomes '?', and control characters become spaces. Never throws.
 */
const charsets = new WeakMap<PDFFont, Set<number>>();

export function printable(font: PDFFont, text: string): string {
  const known = charsets.get(font) ?? new Set(font.getCharacterSet());
  charsets.set(font, known);
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0;
    if (/[\p{Cc}\p{Zl}\p{Zp}]/u.test(ch)) out += ' ';
    else if (known.has(code)) out += ch;
    else {
      const bare = LOOK_ALIKE[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += bare && [...bare].every((c) => known.has(c.codePointAt(0) ?? 0)) ? bare : '?';
    }
  }
  return out;
}

/** The largest size from `size` down to `min` at which `text` fits `width`; else cut with '…'. */
function fit(font: PDFFont, text: string, size: number, min: number, width: number) {
  for (let s = size; s >= min; s -= 0.5) {
    if (font.widthOfTextAtSize(text, s) <= width) return { text, size: s };
  }
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, min) > width) cut = cut.slice(0, -1);
  return { text: `${cut}…`, size: min };
}

function line(page: PDFPage, x1: number, y1: number, x2: number, y2: number, thickness = 0.5) {
  page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness, color: rule });
}

function labelled(page: PDFPage, f: Fonts, x: number, y: number, label: string, value: string) {
  page.drawText(label.toUpperCase(), { x, y: y + 15, size: 7, font: f.regular, color: grey });
  const v = fit(f.bold, printable(f.bold, value), 12, 8, 150);
  page.drawText(v.text, { x, y, size: v.size, font: f.bold, color: ink });
}

/** The header: the year, the mare's name in bold capitals, birth year, microchip, brand number. */
function drawHeader(page: PDFPage, f: Fonts, mare: SheetMare, year: string): number {
  page.drawText('ONDERZOEKSFICHE DRAAGMOEDER', {
    x: LEFT,
    y: TOP - 10,
    size: 8,
    font: f.bold,
    color: grey,
  });
  const yearWidth = f.bold.widthOfTextAtSize(year, 26);
  page.drawText(year, { x: RIGHT - yearWidth, y: TOP - 24, size: 26, font: f.bold, color: ink });
  const name = fit(
    f.bold,
    printable(f.bold, mare.name.toLocaleUpperCase('nl-BE')),
    22,
    12,
    RIGHT - LEFT - yearWidth - 16,
  );
  page.drawText(name.text, { x: LEFT, y: TOP - 38, size: name.size, font: f.bold, color: ink });
  line(page, LEFT, TOP - 50, RIGHT, TOP - 50, 1.2);
  const y = TOP - 80;
  labelled(page, f, LEFT, y, 'Geboortejaar', mare.birthYear ?? '—');
  labelled(page, f, LEFT + 110, y, 'Microchip', mare.microchip ?? '—');
  labelled(page, f, LEFT + 280, y, 'Brandnummer', mare.surrogateUid ?? '—');
  line(page, LEFT, y - 12, RIGHT, y - 12);
  return y - 28;
}

/** The blank examination grid from `top` down to the bottom margin. */
function drawGrid(page: PDFPage, f: Fonts, top: number) {
  const headHeight = 18;
  const rowHeight = (top - headHeight - BOTTOM - 14) / ROWS;
  const bottom = top - headHeight - ROWS * rowHeight;
  page.drawRectangle({
    x: LEFT,
    y: top - headHeight,
    width: RIGHT - LEFT,
    height: headHeight,
    color: shade,
  });
  let x = LEFT;
  for (const col of COLUMNS) {
    const width = col.width || RIGHT - x;
    page.drawText(col.title, { x: x + 4, y: top - 12.5, size: 8.5, font: f.bold, color: ink });
    line(page, x, top, x, bottom);
    x += width;
  }
  line(page, RIGHT, top, RIGHT, bottom);
  line(page, LEFT, top, RIGHT, top, 0.8);
  for (let i = 0; i <= ROWS; i++) {
    const y = top - headHeight - i * rowHeight;
    line(page, LEFT, y, RIGHT, y, i === 0 || i === ROWS ? 0.8 : 0.4);
  }
  return bottom;
}

function drawFooter(page: PDFPage, f: Fonts, copy: number, copies: number) {
  const text = `Exemplaar ${copy} van ${copies}`;
  const width = f.regular.widthOfTextAtSize(text, 7);
  page.drawText(text, { x: RIGHT - width, y: BOTTOM - 2, size: 7, font: f.regular, color: grey });
}

/** COPIES full research sheets for every mare, in the given order. */
export async function renderResearchSheets(
  mares: SheetMare[],
  opts: { year: string; title: string },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(opts.title);
  doc.setCreator('Stalboek');
  doc.setProducer('Stalboek');
  doc.setLanguage('nl-BE');
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  for (const mare of mares) {
    for (let copy = 1; copy <= COPIES; copy++) {
      const page = doc.addPage(A4);
      drawGrid(page, fonts, drawHeader(page, fonts, mare, opts.year));
      drawFooter(page, fonts, copy, COPIES);
    }
  }
  return doc.save();
}

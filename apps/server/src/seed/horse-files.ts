import { PDFDocument, StandardFonts } from 'pdf-lib';
import { addBrusselsDays, brusselsDay } from '@stalboek/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { horses, labResults } from '../db/schema/index.ts';
import { insertFile } from '../modules/horses/index.ts';
import { checkType, safeFilename } from '../lib/uploads.ts';

/** Demo horses with a scanned passport. */
const PASSPORTS = ['Zarina van de Kapel', 'Quidam de Revel Z', 'Bella', 'Hélène du Bois'];
/** Demo lab results: horse, lab, what was tested and how many days ago. */
const LAB_RESULTS: [horse: string, lab: string, test: string, daysAgo: number][] = [
  ['Zarina van de Kapel', 'DGZ Vlaanderen', 'Bacteriologie baarmoeder', 12],
  ['Zarina van de Kapel', 'Laboklin', 'Bloedonderzoek', 95],
  ['Cassini van de Kapel', 'Laboklin', 'Spermakwaliteit', 40],
  ['Cléo', 'DGZ Vlaanderen', 'Infectieuze metritis (CEM)', 3],
  ['Nooitgedacht', 'IDEXX', 'Equine arteritis (EVA)', 21],
];

/** A small one-page PDF, as a scan in a demo would be. */
async function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const page = doc.addPage([595, 420]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 40, y: 370, size: 18, font: bold });
  lines.forEach((line, i) => page.drawText(line, { x: 40, y: 330 - i * 22, size: 12, font }));
  return Buffer.from(await doc.save());
}

/** Stores a demo PDF as an upload is stored: type checked by content, safe display name. */
async function storePdf(tx: Tx, name: string, data: Buffer) {
  const type = checkType(data, ['application/pdf']);
  return insertFile(tx, { filename: safeFilename(name, type), data, type });
}

/**
 * Passports for a few demo horses and lab results (lab, date not after today) for a few others,
 * in the `file` table like uploads. Lab dates count back from today, so they stay in the past.
 */
export async function seedHorseFiles(tx: Tx): Promise<void> {
  const names = [...new Set([...PASSPORTS, ...LAB_RESULTS.map(([h]) => h)])];
  const rows = await tx
    .select({ id: horses.id, name: horses.name, microchip: horses.microchip })
    .from(horses)
    .where(inArray(horses.name, names));
  const horse = (name: string) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`seed: no horse ${name}`);
    return row;
  };
  for (const name of PASSPORTS) {
    const h = horse(name);
    const data = await demoPdf(`Paspoort ${h.name}`, [
      `Naam: ${h.name}`,
      `Microchip: ${h.microchip ?? '-'}`,
      'Demogegevens: geen echt paspoort.',
    ]);
    const file = await storePdf(tx, `paspoort ${h.name}.pdf`, data);
    await tx.update(horses).set({ passportFileId: file.id }).where(eq(horses.id, h.id));
  }
  for (const [name, lab, test, daysAgo] of LAB_RESULTS) {
    const h = horse(name);
    const date = addBrusselsDays(new Date(), -daysAgo);
    const data = await demoPdf(`${lab}: ${test}`, [
      `Paard: ${h.name}`,
      `Datum: ${brusselsDay(date).split('-').reverse().join('/')}`,
      'Resultaat: negatief',
      'Demogegevens: geen echt labo-resultaat.',
    ]);
    const file = await storePdf(tx, `${test}.pdf`, data);
    await tx.insert(labResults).values({ horseId: h.id, fileId: file.id, lab, date });
  }
}

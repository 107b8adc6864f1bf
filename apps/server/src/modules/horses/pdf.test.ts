import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  PDFRawStream,
  StandardFonts,
  type PDFObject,
} from 'pdf-lib';
import { horses, locations, lodgings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { horseInput, noon } from '../../../test/factories.ts';
import { printable } from './pdf-layout.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(lodgings);
  await t.database.db.delete(horses);
  await t.database.db.delete(locations);
});

const complete = {
  type: 'Merrie',
  surrogate: true,
  surrogate_uid: 'DM-117',
  microchip: '981100004567890',
  date_of_birth: noon('2014-05-03'),
};
async function horse(overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await t.api({
    method: 'POST',
    url: '/api/horse/create',
    payload: { horse: horseInput(overrides) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id;
}

/** The text each page draws (pdf-lib writes WinAnsi hex strings: `<5A4F…> Tj`). */
async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => {
    const contents: PDFObject | undefined = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    const raw = streams
      .map((ref) => (ref ? doc.context.lookup(ref) : undefined))
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
      .join('\n');
    return [...raw.matchAll(/<([0-9A-Fa-f]*)> Tj/g)]
      .map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1'))
      .join(' | ');
  });
}

describe('GET /api/horse/{id}/pdfBase64', () => {
  test('a complete surrogate gets a PDF link with two copies of her research sheet', async () => {
    const id = await horse({ ...complete, name: 'Zoë van de Kapel' });
    const res = await t.api({ method: 'GET', url: `/api/horse/${id}/pdfBase64` });
    expect(res.statusCode, res.body).toBe(200);
    const { link } = res.json();
    expect(link.startsWith('data:application/pdf;base64,')).toBe(true);
    const pdf = Buffer.from(link.slice('data:application/pdf;base64,'.length), 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(2);
    const [width, height] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]); // A4
    const texts = await pageTexts(pdf);
    const year = String(new Date().getFullYear());
    for (const [i, text] of texts.entries()) {
      expect(text).toContain('ZOË VAN DE KAPEL');
      expect(text).toContain(year);
      expect(text).toContain('2014');
      expect(text).toContain('981100004567890');
      expect(text).toContain('DM-117');
      expect(text).toContain('Linker eierstok');
      expect(text).toContain(`Exemplaar ${i + 1} van 2`);
    }
  });

  test('an incomplete surrogate: 409 naming what is missing', async () => {
    const id = await horse({ ...complete, microchip: null, date_of_birth: null });
    const res = await t.api({ method: 'GET', url: `/api/horse/${id}/pdfBase64` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Onderzoeksfiche niet mogelijk: geboortedatum en microchip ontbreken.',
    );
    const noUid = await horse({ ...complete, surrogate_uid: '' });
    expect(
      (await t.api({ method: 'GET', url: `/api/horse/${noUid}/pdfBase64` })).json().message,
    ).toBe('Onderzoeksfiche niet mogelijk: brandnummer ontbreekt.');
  });

  test('not a surrogate: 409; unknown horse: 404; malformed id: 400', async () => {
    const mare = await horse({ ...complete, surrogate: false });
    const res = await t.api({ method: 'GET', url: `/api/horse/${mare}/pdfBase64` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Een onderzoeksfiche bestaat enkel voor draagmoeders.');
    const unknown = '6b0d8f5e-2c1a-4d7e-9f3b-1a2b3c4d5e6f';
    expect(
      (await t.api({ method: 'GET', url: `/api/horse/${unknown}/pdfBase64` })).statusCode,
    ).toBe(404);
    expect((await t.api({ method: 'GET', url: '/api/horse/x/pdfBase64' })).statusCode).toBe(400);
  });
});

describe('GET /api/horse/research-sheets/pdf', () => {
  test('one onderzoeksfiches.pdf with two pages per alive surrogate of the filtered list', async () => {
    const wei = (
      await t.api({
        method: 'POST',
        url: '/api/location',
        payload: { stable: 'Wei', prefix: 'A', name: '1', places: 5 },
      })
    ).json()._id;
    await horse({
      ...complete,
      name: 'Bella',
      lodgings: [{ arrival: noon('2026-01-02'), location: wei }],
    });
    await horse({ ...complete, name: 'Ançoise', microchip: null });
    await horse({ ...complete, name: 'Dora', death: true, date_of_death: noon('2025-01-01') });
    await horse({ ...complete, name: 'Gewone merrie', surrogate: false });
    await horse({ name: 'Hengst', type: 'Hengst' });

    const res = await t.api({ method: 'GET', url: '/api/horse/research-sheets/pdf?death=true' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="onderzoeksfiches.pdf"; filename*=UTF-8''onderzoeksfiches.pdf`,
    );
    const texts = await pageTexts(res.rawPayload);
    expect(texts).toHaveLength(4);
    // By location (placed mares first), then name; two copies each.
    expect(texts.map((p) => /BELLA|ANÇOISE/.exec(p)?.[0])).toEqual([
      'BELLA',
      'BELLA',
      'ANÇOISE',
      'ANÇOISE',
    ]);

    const filtered = await t.api({
      method: 'GET',
      url: '/api/horse/research-sheets/pdf?location=A-1&sortBy=name',
    });
    expect(await pageTexts(filtered.rawPayload)).toHaveLength(2);
  });

  test("an empty list: 409 'Geen draagmoeders gevonden'; bad filters: 400", async () => {
    await horse({ ...complete, name: 'Bella' });
    const res = await t.api({ method: 'GET', url: '/api/horse/research-sheets/pdf?search=zzz' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Geen draagmoeders gevonden');
    const bad = await t.api({ method: 'GET', url: '/api/horse/research-sheets/pdf?sortBy=x' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('printable: what the standard fonts cannot encode never crashes the PDF', () => {
  test('WinAnsi letters stay, others lose their accent or become ?', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.HelveticaBold);
    expect(printable(font, 'Zoë Élodie Grüße Ønske')).toBe('Zoë Élodie Grüße Ønske');
    expect(printable(font, 'Őrség Łucja Đurić')).toBe('Orség Lucja Duric');
    expect(printable(font, '馬 🐴\tx\u0000')).toBe('? ? x ');
    expect(() => font.encodeText(printable(font, 'Ğ ő ț 馬'))).not.toThrow();
  });
});

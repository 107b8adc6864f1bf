import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { brusselsDay } from '@stalboek/domain';
import { audit, files, horses, labResults } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { horseInput } from '../../../test/factories.ts';
import {
  filePart,
  multipart,
  sampleExe,
  sampleJpeg,
  samplePdf,
  samplePng,
  type Part,
} from '../../../test/fixtures/uploads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(horses);
  await t.database.db.delete(files);
});

async function horse(overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await t.api({
    method: 'POST',
    url: '/api/horse/create',
    payload: { horse: horseInput(overrides) },
  });
  return res.json()._id;
}
const upload = (url: string, parts: Part[]) => t.api({ method: 'POST', url, ...multipart(parts) });
const fileCount = async () => (await t.database.db.select({ n: count() }).from(files))[0]?.n;
const today = () => brusselsDay(new Date());
const labParts = (overrides: Partial<Record<'lab' | 'date', string>> = {}, file = samplePdf) => [
  { name: 'lab', value: overrides.lab ?? 'Dierenlabo Gent' },
  { name: 'date', value: overrides.date ?? '2026-01-15' },
  filePart(file, 'bloed.pdf'),
];

describe('passport: POST, GET, DELETE /api/horse/{id}/passport', () => {
  test('upload stores the file, links it to the horse and records an audit row', async () => {
    const h = await horse();
    const res = await upload(`/api/horse/${h}/passport`, [filePart(samplePdf, 'paspoort Zoë.pdf')]);
    expect(res.statusCode, res.body).toBe(201);
    const passport = res.json();
    expect(passport).toEqual({ _id: expect.any(String), filename: 'paspoort Zoë.pdf' });
    const detail = (await t.api({ method: 'GET', url: `/api/horse/${h}` })).json();
    expect(detail.passport).toEqual(passport);
    const rows = await t.database.db.select().from(audit).where(eq(audit.entityId, h));
    expect(rows.some((r) => JSON.stringify(r.after).includes(passport._id))).toBe(true);

    const get = await t.api({ method: 'GET', url: `/api/horse/${h}/passport` });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('application/pdf');
    expect(get.headers['content-disposition']).toBe(
      `inline; filename="paspoort Zoe.pdf"; filename*=UTF-8''paspoort%20Zo%C3%AB.pdf`,
    );
    expect(get.rawPayload.equals(samplePdf)).toBe(true);
  });

  test('a new passport replaces the old one and deletes its file', async () => {
    const h = await horse();
    const first = (await upload(`/api/horse/${h}/passport`, [filePart(samplePdf)])).json();
    const second = await upload(`/api/horse/${h}/passport`, [
      filePart(samplePng, 'foto.png', 'image/png'),
    ]);
    expect(second.statusCode).toBe(201);
    expect(await fileCount()).toBe(1);
    const stored = await t.database.db.select().from(files).where(eq(files.id, first._id));
    expect(stored).toHaveLength(0);
    const get = await t.api({ method: 'GET', url: `/api/horse/${h}/passport` });
    expect(get.headers['content-type']).toBe('image/png');
  });

  test('the type comes from the content: a JPEG named .pdf is stored as image/jpeg, .jpg added', async () => {
    const h = await horse();
    const res = await upload(`/api/horse/${h}/passport`, [filePart(sampleJpeg, 'scan.pdf')]);
    expect(res.json().filename).toBe('scan.pdf.jpg');
    const get = await t.api({ method: 'GET', url: `/api/horse/${h}/passport` });
    expect(get.headers['content-type']).toBe('image/jpeg');
  });

  test('DELETE answers 204 and removes the file; a second DELETE and GET answer 404', async () => {
    const h = await horse();
    await upload(`/api/horse/${h}/passport`, [filePart(samplePdf)]);
    const del = await t.api({ method: 'DELETE', url: `/api/horse/${h}/passport` });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect(await fileCount()).toBe(0);
    expect((await t.api({ method: 'DELETE', url: `/api/horse/${h}/passport` })).statusCode).toBe(
      404,
    );
    const get = await t.api({ method: 'GET', url: `/api/horse/${h}/passport` });
    expect(get.statusCode).toBe(404);
    expect(get.json().message).toBe('Paspoort niet gevonden');
  });

  test('an .exe renamed .pdf is refused by its content (415), nothing stored', async () => {
    const h = await horse();
    const res = await upload(`/api/horse/${h}/passport`, [filePart(sampleExe, 'paspoort.pdf')]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Dit bestandstype wordt niet aanvaard: enkel PDF, PNG of JPEG.',
    });
    expect(await fileCount()).toBe(0);
  });

  test('a file over 20 MB is refused with 413 and our error shape', async () => {
    const h = await horse();
    const big = Buffer.concat([samplePdf, Buffer.alloc(21 * 1024 * 1024, 0x20)]);
    const res = await upload(`/api/horse/${h}/passport`, [filePart(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Het bestand is te groot (maximum 20 MB)',
    });
    expect(await fileCount()).toBe(0);
  });

  test('no file, an empty file, or no multipart body: 400 / 415', async () => {
    const h = await horse();
    const none = await upload(`/api/horse/${h}/passport`, [{ name: 'other', value: 'x' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().details).toEqual([{ path: 'body.file', message: 'Dit veld is verplicht' }]);
    const empty = await upload(`/api/horse/${h}/passport`, [filePart(Buffer.alloc(0))]);
    expect(empty.json().details).toEqual([{ path: 'body.file', message: 'Het bestand is leeg' }]);
    const json = await t.api({ method: 'POST', url: `/api/horse/${h}/passport`, payload: {} });
    expect(json.statusCode).toBe(415);
    const two = await upload(`/api/horse/${h}/passport`, [
      filePart(samplePdf),
      filePart(samplePdf),
    ]);
    expect(two.statusCode).toBe(400);
    expect(await fileCount()).toBe(0);
  });

  test('a path in the file name is dropped; the disposition cannot be broken out of', async () => {
    const h = await horse();
    const res = await upload(`/api/horse/${h}/passport`, [filePart(samplePdf, '../../etc/passwd')]);
    expect(res.json().filename).toBe('passwd.pdf');
    const tricky = await upload(`/api/horse/${h}/passport`, [
      filePart(samplePdf, 'a";\u202e\u0007 b\\..\\x%22; filename=evil.exe'),
    ]);
    const name = tricky.json().filename as string;
    expect(name).not.toMatch(/[/\\\p{Cc}\u202e]/u);
    const get = await t.api({ method: 'GET', url: `/api/horse/${h}/passport` });
    const disposition = get.headers['content-disposition'] as string;
    expect(disposition).toMatch(/^inline; filename="[^"]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/);
    expect(disposition.split(';')).toHaveLength(3);
  });

  test('a dead horse is read only (409); an unknown horse 404; a malformed id 400', async () => {
    const dead = await horse({ death: true, date_of_death: '2025-06-01T10:00:00.000Z' });
    const res = await upload(`/api/horse/${dead}/passport`, [filePart(samplePdf)]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Een overleden paard kan niet meer gewijzigd worden.');
    const unknown = '6b0d8f5e-2c1a-4d7e-9f3b-1a2b3c4d5e6f';
    expect((await upload(`/api/horse/${unknown}/passport`, [filePart(samplePdf)])).statusCode).toBe(
      404,
    );
    const bad = await upload('/api/horse/not-an-id/passport', [filePart(samplePdf)]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('params.id');
    expect(await fileCount()).toBe(0);
  });
});

describe('lab results: /api/horse/{id}/labo', () => {
  test('upload, list newest date first, download as attachment, delete by name', async () => {
    const h = await horse();
    const older = await upload(`/api/horse/${h}/labo`, labParts({ date: '2025-11-02' }));
    expect(older.statusCode, older.body).toBe(201);
    expect(older.json()).toMatchObject({ lab: 'Dierenlabo Gent', filename: 'bloed.pdf' });
    const newer = await upload(`/api/horse/${h}/labo`, [
      { name: 'date', value: today() },
      { name: 'lab', value: 'Medini' },
      filePart(samplePng, 'echo.png', 'image/png'),
    ]);
    expect(newer.statusCode, newer.body).toBe(201);
    const list = await t.api({ method: 'GET', url: `/api/horse/${h}/labo` });
    expect(list.json().results.map((r: { lab: string }) => r.lab)).toEqual([
      'Medini',
      'Dierenlabo Gent',
    ]);
    const result = list.json().results[1];
    expect(result.date).toBe('2025-11-02T11:00:00.000Z'); // 12:00 in Brussels
    expect(result.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const get = await t.api({ method: 'GET', url: `/api/horse/${h}/labo/${result._id}` });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('application/pdf');
    expect(get.headers['content-disposition']).toMatch(/^attachment; filename="bloed.pdf"/);

    const wrong = await t.api({
      method: 'DELETE',
      url: `/api/horse/${h}/labo/${result._id}/x.pdf`,
    });
    expect(wrong.statusCode).toBe(404);
    const del = await t.api({
      method: 'DELETE',
      url: `/api/horse/${h}/labo/${result._id}/bloed.pdf`,
    });
    expect(del.statusCode).toBe(204);
    expect(await t.database.db.select().from(labResults)).toHaveLength(1);
    expect(await fileCount()).toBe(1);
  });

  test('missing lab, date and file: one 400 naming each field', async () => {
    const h = await horse();
    const res = await upload(`/api/horse/${h}/labo`, [{ name: 'lab', value: '  ' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'body.lab', message: 'Dit veld is verplicht' },
      { path: 'body.date', message: 'Dit veld is verplicht' },
      { path: 'body.file', message: 'Dit veld is verplicht' },
    ]);
  });

  test('a lab name over 64 characters, a bad date and a future date are refused', async () => {
    const h = await horse();
    const long = await upload(`/api/horse/${h}/labo`, labParts({ lab: 'x'.repeat(65) }));
    expect(long.json().details).toEqual([
      { path: 'body.lab', message: 'Mag maximum 64 tekens bevatten' },
    ]);
    const bad = await upload(`/api/horse/${h}/labo`, labParts({ date: '2025-02-30' }));
    expect(bad.json().details).toEqual([{ path: 'body.date', message: 'Invalid date' }]);
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
    const future = await upload(`/api/horse/${h}/labo`, labParts({ date: tomorrow }));
    expect(future.statusCode).toBe(400);
    expect(future.json().details).toEqual([
      { path: 'body.date', message: 'De datum mag niet in de toekomst liggen' },
    ]);
    expect(await t.database.db.select().from(labResults)).toHaveLength(0);
  });

  test('content type, size, dead horse, unknown horse and unknown result', async () => {
    const h = await horse();
    expect((await upload(`/api/horse/${h}/labo`, labParts({}, sampleExe))).statusCode).toBe(415);
    const big = Buffer.concat([samplePdf, Buffer.alloc(21 * 1024 * 1024)]);
    expect((await upload(`/api/horse/${h}/labo`, labParts({}, big))).statusCode).toBe(413);
    const unknown = '6b0d8f5e-2c1a-4d7e-9f3b-1a2b3c4d5e6f';
    expect((await upload(`/api/horse/${unknown}/labo`, labParts())).statusCode).toBe(404);
    expect((await t.api({ method: 'GET', url: `/api/horse/${unknown}/labo` })).statusCode).toBe(
      404,
    );
    const missing = await t.api({ method: 'GET', url: `/api/horse/${h}/labo/${unknown}` });
    expect(missing.statusCode).toBe(404);
    expect(await fileCount()).toBe(0);

    const id = (await upload(`/api/horse/${h}/labo`, labParts())).json()._id;
    await t.api({
      method: 'PUT',
      url: `/api/horse/${h}`,
      payload: { horse: horseInput({ death: true, date_of_death: '2026-01-20T10:00:00.000Z' }) },
    });
    const dead = await upload(`/api/horse/${h}/labo`, labParts());
    expect(dead.statusCode).toBe(409);
    const del = await t.api({ method: 'DELETE', url: `/api/horse/${h}/labo/${id}/bloed.pdf` });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('Een overleden paard kan niet meer gewijzigd worden.');
    // Reading stays possible.
    expect((await t.api({ method: 'GET', url: `/api/horse/${h}/labo/${id}` })).statusCode).toBe(
      200,
    );
  });

  test('deleting a horse deletes its lab result and passport files', async () => {
    const h = await horse();
    await upload(`/api/horse/${h}/labo`, labParts());
    await upload(`/api/horse/${h}/passport`, [filePart(samplePdf)]);
    expect(await fileCount()).toBe(2);
    expect((await t.api({ method: 'DELETE', url: `/api/horse/${h}` })).statusCode).toBe(204);
    expect(await fileCount()).toBe(0);
  });
});

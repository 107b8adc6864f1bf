import { describe, expect, test } from 'vitest';
import { contentDisposition, detectType, safeFilename } from './uploads.ts';
import { sampleExe, sampleJpeg, samplePdf, samplePng } from '../../test/fixtures/uploads.ts';

describe('detectType: by magic bytes only', () => {
  test.each([
    [samplePdf, 'application/pdf'],
    [samplePng, 'image/png'],
    [sampleJpeg, 'image/jpeg'],
    [sampleExe, undefined],
    [Buffer.from('%PD'), undefined],
    [Buffer.from('<html>%PDF-'), undefined],
    [Buffer.alloc(0), undefined],
  ])('%#', (data, type) => {
    expect(detectType(data)).toBe(type);
  });
});

describe('safeFilename: for display only', () => {
  test.each([
    ['../../etc/passwd', 'application/pdf', 'passwd.pdf'],
    ['C:\\Users\\an\\paspoort.PDF', 'application/pdf', 'paspoort.PDF'],
    ['foto.jpeg', 'image/jpeg', 'foto.jpeg'],
    ['foto', 'image/png', 'foto.png'],
    ['..', 'application/pdf', 'bestand.pdf'],
    ['.htaccess', undefined, 'htaccess'],
    ['', 'application/pdf', 'bestand.pdf'],
    [undefined, undefined, 'bestand'],
    ['evil\u202eexe.pdf', 'application/pdf', 'evilexe.pdf'],
    ['a\u0000b\r\nc.pdf', 'application/pdf', 'abc.pdf'],
    ['Zoe\u0308  Grüße.pdf', 'application/pdf', 'Zoë Grüße.pdf'],
  ] as const)('%s → %s', (raw, type, expected) => {
    expect(safeFilename(raw, type)).toBe(expected);
  });

  test('caps the length at 100 characters and keeps the extension', () => {
    const long = safeFilename(`${'é'.repeat(300)}.pdf`, 'application/pdf');
    expect([...long]).toHaveLength(100);
    expect(long.endsWith('.pdf')).toBe(true);
    const noExt = safeFilename('x'.repeat(300), 'image/jpeg');
    expect(noExt).toBe(`${'x'.repeat(96)}.jpg`);
  });
});

describe('contentDisposition', () => {
  test('an ASCII fallback and the exact UTF-8 name, percent-encoded', () => {
    expect(contentDisposition('attachment', 'Zoë "x"; y.pdf')).toBe(
      `attachment; filename="Zoe _x__ y.pdf"; filename*=UTF-8''Zo%C3%AB%20%22x%22%3B%20y.pdf`,
    );
    expect(contentDisposition('inline', "it's (1).pdf")).toBe(
      `inline; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`,
    );
  });

  test('no header injection: control characters never reach the header', () => {
    const header = contentDisposition('inline', 'a\r\nSet-Cookie: x=1\u0000.pdf');
    expect(header).not.toMatch(/\p{Cc}/u);
    expect(header).toBe(
      `inline; filename="aSet-Cookie: x=1.pdf"; filename*=UTF-8''aSet-Cookie%3A%20x%3D1.pdf`,
    );
  });

  test('a name of only non-Latin letters falls back to "bestand"', () => {
    expect(contentDisposition('inline', '馬.pdf')).toBe(
      `inline; filename=".pdf"; filename*=UTF-8''%E9%A6%AC.pdf`,
    );
    expect(contentDisposition('inline', '馬')).toBe(
      `inline; filename="bestand"; filename*=UTF-8''%E9%A6%AC`,
    );
  });
});

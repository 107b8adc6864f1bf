import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { login } from './login.ts';

/** A small but complete one-page PDF, made here so the test needs no fixture file. */
function smallPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openHorse(page: Page, name: string) {
  await page.goto(`/horse?search=${encodeURIComponent(name)}`);
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByText(name, { exact: true })
    .click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

test('a vet creates a mare, lodges her, moves two horses, uploads a passport and downloads research sheets', async ({
  page,
}) => {
  const mare = `E2E Merrie ${Date.now() % 100000}`;
  await login(page, '/horse?aliveOnly=true');
  await expect(page.getByRole('heading', { name: 'Paarden' })).toBeVisible();

  // Create a mare.
  await page.getByRole('button', { name: 'Paard toevoegen' }).click();
  await expect(page).toHaveURL(/\/horse\/create/);
  const form = page.getByRole('form', { name: 'Algemene gegevens' });
  await form.getByLabel('Naam').fill(mare);
  await choose(page, form, 'Type', 'Merrie');
  await choose(page, form, 'Ras', 'Warmbloed');
  await choose(page, form, 'Stamboek', 'BWP');
  await form.getByLabel('Microchip').fill('9811000045000001');
  await expect(form.getByText('Max 15 characters')).toBeVisible();
  await form.getByLabel('Microchip').fill('981100004599999');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Paard is succesvol opgeslagen')).toBeVisible();
  await expect(page).toHaveURL(/\/horse\/[0-9a-f-]{36}\?tab=general/);
  await expect(page.getByRole('heading', { name: mare })).toBeVisible();

  // Lodge her: full boxes are '(Volzet)' and cannot be chosen.
  await page.getByRole('tab', { name: 'Verblijven' }).click();
  await expect(page).toHaveURL(/tab=lodgings/);
  await page.getByRole('button', { name: 'Verblijf toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verblijf toevoegen' });
  await choose(page, dialog, 'Stal', 'Stal Zoutleeuw');
  await dialog.getByRole('combobox', { name: /^Locatie/ }).click();
  const full = page.getByRole('option', { name: 'A-1 (Volzet)' });
  await expect(full).toBeVisible();
  await expect(full).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('option', { name: 'B-5', exact: true }).click();
  await expect(dialog.getByText('Aantal vrije plaatsen: 2')).toBeVisible();
  await choose(page, dialog, 'Pensiontype', 'Box met stro');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Verblijf succesvol opgeslagen')).toBeVisible();
  const stay = page.getByRole('row', { name: /Stal Zoutleeuw B-5/ });
  await expect(stay).toContainText('Lopend');
  await expect(stay).toContainText('Box met stro');
  await expect(page.getByRole('button', { name: 'Check-out' })).toBeVisible();

  // Upload a passport, then download it.
  await page.getByRole('tab', { name: 'Paspoort' }).click();
  await page.getByLabel('Paspoort kiezen').setInputFiles({
    name: 'paspoort.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf(`Paspoort ${mare}`),
  });
  await page.getByRole('button', { name: 'Paspoort uploaden' }).click();
  await expect(page.getByText('Paspoort succesvol opgeladen')).toBeVisible();
  await expect(page.getByText('Paspoort: paspoort.pdf')).toBeVisible();
  const [passport] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Downloaden' }).click(),
  ]);
  expect(passport.suggestedFilename()).toBe('paspoort.pdf');
  expect((await readFile(await passport.path())).subarray(0, 5).toString()).toBe('%PDF-');

  // Move two horses (the new mare and a stallion) to another box.
  await page.goto('/horse?aliveOnly=true&page=1&limit=100');
  for (const name of [mare, 'Bacardi van het Hazeveld'])
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('checkbox')
      .check();
  await page.getByRole('button', { name: 'Verplaatsen (2)' }).click();
  const move = page.getByRole('dialog', { name: 'Paarden verplaatsen' });
  await expect(move.getByRole('button', { name: 'Verplaatsen' })).toBeDisabled();
  await choose(page, move, 'Stal', 'Stal Zoutleeuw');
  await choose(page, move, 'Locatie', 'B-6');
  await move.getByRole('button', { name: 'Verplaatsen' }).click();
  await expect(page.getByText('Verplaatsen succesvol.')).toBeVisible();
  for (const name of [mare, 'Bacardi van het Hazeveld'])
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(
      'Stal Zoutleeuw B-6',
    );

  // The research sheet of a demo surrogate, and the sheets of the surrogates list.
  await openHorse(page, 'Bella');
  const [sheet] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Onderzoeksfiche (PDF)' }).click(),
  ]);
  expect(sheet.suggestedFilename()).toBe('onderzoeksfiche-Bella.pdf');
  expect((await readFile(await sheet.path())).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto('/settings/research-sheets');
  await expect(page.getByRole('heading', { name: 'Onderzoeksfiches' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Bella DM-101/ })).toBeVisible();
  const [sheets] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'onderzoeksfiches downloaden' }).click(),
  ]);
  expect(sheets.suggestedFilename()).toBe('onderzoeksfiches.pdf');
  expect((await readFile(await sheets.path())).subarray(0, 5).toString()).toBe('%PDF-');
});

test('demo horses have passports and lab results; the reports open with the menu filters', async ({
  page,
}) => {
  // /report/location without its query gets type=Merrie&surrogate=true&aliveOnly=true.
  await login(page, '/report/location');
  await expect(page).toHaveURL(/type=Merrie/);
  await expect(page).toHaveURL(/surrogate=true/);
  await expect(page.getByRole('heading', { name: 'Draagmoeders' })).toBeVisible();
  const filters = page.locator('main');
  await choose(page, filters, 'Stal', 'Wei');
  await expect(page.getByRole('row', { name: /Anouk/ })).toBeVisible();
  await choose(page, filters, 'Locatie', 'Kleine weide');
  await expect(page).toHaveURL(/locationId=/);
  // The demo's Kleine weide holds Bo, Cato and Dina; Anouk grazes in the Grote weide (same stable).
  await expect(page.getByRole('cell', { name: 'Bo', exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Anouk/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Bella/ })).toHaveCount(0);

  await page.goto('/report/death-horses');
  await expect(page).toHaveURL(/death=true/);
  await expect(page.getByRole('heading', { name: 'Overleden' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Mistral/ })).toBeVisible();

  // A demo mare's lab results and passport, stored like uploads.
  await openHorse(page, 'Zarina van de Kapel');
  await page.getByRole('tab', { name: 'Labo-resultaten' }).click();
  await expect(page.getByRole('row', { name: /DGZ Vlaanderen/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Laboklin/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Paspoort' }).click();
  await expect(page.getByText('Paspoort: paspoort Zarina van de Kapel.pdf')).toBeVisible();
  const [passport] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Downloaden' }).click(),
  ]);
  expect((await readFile(await passport.path())).subarray(0, 5).toString()).toBe('%PDF-');
});

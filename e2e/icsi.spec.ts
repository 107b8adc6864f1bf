import { expect, test, type Page } from '@playwright/test';
import { api } from './api.ts';
import { login } from './login.ts';
import { keep } from './report-steps.ts';
import { choose } from './semen-steps.ts';

/** Picks the first option an autocomplete offers for `text`. */
async function first(page: Page, label: RegExp, text: string) {
  await page.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option').first().click();
}

/** Checks the embryo row `code` of the lot's embryo list and opens 'Acties' → `action`. */
async function act(page: Page, codes: string[], action: string) {
  for (const code of codes)
    await page
      .getByRole('row', { name: new RegExp(`rij ${code} `) })
      .getByRole('checkbox')
      .check();
  await page.getByRole('button', { name: 'Acties' }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test('a vet registers an ICSI lot of 6 without one embryo, transfers one and exports two with their delivery report', async ({
  page,
}, testInfo) => {
  const code = `E2E${Date.now() % 100000}`;
  await login(page, '/icsi');
  await expect(page.getByRole('heading', { name: 'ICSI Loten' })).toBeVisible();
  await page
    .getByRole('link', { name: 'ICSI lot toevoegen' })
    .or(page.getByRole('button', { name: 'ICSI lot toevoegen' }))
    .click();
  await expect(page).toHaveURL(/\/icsi\/create/);

  await page.getByLabel(/^Code/).fill(code);
  await page.getByLabel(/^Aantal/).fill('6');
  await first(page, /^Eigenaar/, 'a');
  await first(page, /^Donormerrie/, 'a');
  await first(page, /^Donorhengst/, 'a');
  await choose(page, 'Vat', 'Transportvat');
  await choose(page, 'Koker', 'koker 2');
  await choose(page, 'Positie', 'Boven');
  // The six embryos, all chosen; one is not kept.
  const embryos = page.getByRole('group', { name: "Embryo's" });
  await expect(embryos.getByRole('checkbox')).toHaveCount(6);
  await expect(page.getByText('6 van 6 geselecteerd')).toBeVisible();
  await embryos.getByLabel(`6-${code}`).uncheck();
  await expect(page.getByText('5 van 6 geselecteerd')).toBeVisible();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('ICSI is succesvol opgeslaan')).toBeVisible();
  await expect(page).toHaveURL(/\/icsi\/[0-9a-f-]{36}$/);
  for (const n of [1, 2, 3, 4, 5])
    await expect(page.getByRole('row', { name: new RegExp(`rij ${n}-${code} `) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`6-${code}`) })).toHaveCount(0);

  // Embryo 1 into a surrogate that carries none.
  await act(page, [`1-${code}`], 'Overdragen naar draagmoeder');
  const transfer = page.getByRole('dialog', { name: 'Overdragen naar draagmoeder' });
  await transfer.getByRole('combobox', { name: /^Draagmoeder/ }).fill('Elke');
  await page.getByRole('option', { name: /Elke/ }).first().click();
  await transfer.getByRole('button', { name: 'Overdragen' }).click();
  await expect(page.getByText('Embryo succesvol overgedragen.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`rij 1-${code} `) })).toHaveCount(0);

  // Embryos 2 and 3 out of the centre: the delivery report follows.
  await act(page, [`2-${code}`, `3-${code}`], 'Export');
  const exportDialog = page.getByRole('dialog', { name: 'Export' });
  await first(page, /^Klant/, 'a');
  await exportDialog.getByRole('button', { name: 'Exporteren' }).click();
  await expect(page.getByText("Embryo's succesvol geëxporteerd.")).toBeVisible();
  await expect(page).toHaveURL(/\/icsi\/[0-9a-f-]{36}\/delivery-report\?embryo=/);
  await expect(page.getByText(`2-${code}`)).toBeVisible();
  await expect(page.getByText(`3-${code}`)).toBeVisible();
  await keep(page, 'icsi-delivery-report', (f) => testInfo.outputPath(f));

  // The lot's movements on the ICSI stock report of its owner and donor mare, printed.
  const lotId = /\/icsi\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
  const { icsi } = await api<{ icsi: { owner: { _id: string }; donor_mare: { _id: string } } }>(
    page,
    `/api/icsi/${lotId}`,
  );
  await page.goto(`/report/icsi-stock?owner=${icsi.owner._id}&mare=${icsi.donor_mare._id}`);
  const table = page.getByRole('table');
  await expect(
    table.getByRole('row', { name: new RegExp(`Transfer .*Elke.*1-${code}`) }),
  ).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`Export .*2-${code}`) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Afdrukken' })).toBeVisible();
  await keep(page, 'icsi-stock-report', (f) => testInfo.outputPath(f));
});

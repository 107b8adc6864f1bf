import { expect, test } from '@playwright/test';
import { api } from './api.ts';
import { login } from './login.ts';

type Lot = { _id: string; lotNumber: string; current_inventory: number };

test('a vet inseminates a mare with 2 straws of a lot, and the lot and the global search show it', async ({
  page,
}, testInfo) => {
  await login(page, '/cases?status=Factureerbaar&status=Open&hideSurrogate=true');
  await expect(page.getByRole('heading', { name: 'Cases' })).toBeVisible();
  // A case for Fleur.
  await page.getByRole('button', { name: 'Case toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Case toevoegen' });
  await page.getByRole('combobox', { name: /^Paard/ }).fill('Fleur');
  await page.getByRole('option', { name: 'Fleur', exact: true }).click();
  await dialog.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(page).toHaveURL(/\/case\/[0-9a-f-]{36}\?tab=general/);
  const reference = (await page.getByRole('heading', { level: 1 }).textContent())?.replace(
    'Case ',
    '',
  );

  // A research sheet with the frozen-semen insemination: the mare, a lot, the customer, 2 straws.
  await page.getByRole('tab', { name: 'Nieuwe fiche' }).click();
  await page.getByRole('combobox', { name: /^Dierenarts/ }).click();
  await page.getByRole('option', { name: 'Dr. Peeters' }).click();
  await page.getByRole('button', { name: 'Protocol toevoegen' }).click();
  const protocolDialog = page.getByRole('dialog', { name: 'Protocol toevoegen' });
  await page.getByRole('combobox', { name: /^Protocol/ }).fill('DIEPVRIES');
  await page.getByRole('option', { name: /^DIEPVRIES ZAAD/ }).click();
  await page.getByRole('combobox', { name: /^Paard \(Merrie\)/ }).fill('Fleur');
  await page.getByRole('option', { name: 'Fleur', exact: true }).click();
  await page.getByRole('combobox', { name: /^Sperma \(lot\)/ }).click();
  const lotOption = page.getByRole('option').first();
  const offered = (await lotOption.textContent()) ?? '';
  const lotNumber = offered.split(' — ')[0]!;
  const { results } = await api<{ results: Lot[] }>(
    page,
    `/api/semen?search=${encodeURIComponent(lotNumber)}`,
  );
  const lot = results.find((l) => l.lotNumber === lotNumber)!;
  expect(offered).toContain(`(${lot.current_inventory} rietjes)`);
  await lotOption.click();
  await page.getByRole('combobox', { name: /^Klant/ }).click();
  await page.getByRole('option').first().click();
  await protocolDialog.getByLabel('Aantal rietjes').fill('2');
  await page.screenshot({ path: testInfo.outputPath('insemination-dialog.png') });
  await protocolDialog.getByRole('button', { name: 'Toevoegen' }).click();
  await page.getByRole('button', { name: 'Onderzoeksfiche opslaan' }).click();
  await expect(page.getByText('Onderzoeksfiche succesvol opgeslagen')).toBeVisible();
  // After the save the line names the lot as the server does: its number and the stallion.
  await expect(page.getByRole('cell', { name: new RegExp(`${lotNumber} \\(`) })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('insemination-sheet.png'), fullPage: true });

  // The global search finds the lot by its number with 2 straws fewer, and opens its form, whose
  // modifications show the use and link this case.
  await page.getByRole('combobox', { name: 'Zoeken' }).fill(lotNumber);
  const hit = page.getByRole('option', { name: new RegExp(lotNumber) }).first();
  await expect(hit).toContainText(`${lot.current_inventory - 2} rietjes`);
  await page.screenshot({ path: testInfo.outputPath('search-lot.png') });
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/semen/create/${lot._id}`));
  const use = page.getByRole('row').filter({ hasText: /^Verbruik/ });
  await expect(use.getByRole('link', { name: `case ${reference}` })).toBeVisible();
  await expect(use).toContainText('Aftrekken2');
  await page.screenshot({ path: testInfo.outputPath('lot-verbruik.png'), fullPage: true });
});

import { expect, test, type Page } from '@playwright/test';
import { login } from './login.ts';

/** Picks an option of a MUI select (a TextField with `select`). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a vet adds a product, receives a batch, administers a dose and finds it in the report', async ({
  page,
}) => {
  const stamp = Date.now() % 100000;
  const name = `E2E Oxytocine ${stamp}`;
  const cnk = String(9_000_000 + stamp);

  await login(page, '/settings/product/undefined');
  await page.getByLabel(/^Naam/).fill(name);
  await choose(page, 'Type', 'Hormoon');
  await choose(page, 'BTW', '6 %');
  await page.getByLabel(/^CNK/).fill(cnk);
  await page.getByLabel(/^Dosis/).fill('10');
  await page.getByLabel(/^Verkoopprijs per eenheid/).fill('4.5');
  await page.getByRole('button', { name: 'Product opslaan' }).click();
  // Opened directly: after saving the form goes to the product list.
  await expect(page).toHaveURL(/\/settings\/products/);

  await page.getByLabel('Zoek product').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /bewerken|aanpassen/i }).click();
  await expect(page).toHaveURL(/\/stock\/[0-9a-f-]{36}/);

  // Receive a batch of 12.
  await page.getByRole('tab', { name: 'Loten' }).click();
  await page.getByRole('button', { name: 'Lot toevoegen' }).click();
  const batchDialog = page.getByRole('dialog', { name: 'Lot toevoegen' });
  await batchDialog.getByLabel(/^Lotnummer/).fill(`LOT-${stamp}`);
  await batchDialog.getByLabel(/^Leverancier/).fill('Medini');
  await batchDialog.getByLabel(/^Aankoopprijs/).fill('3');
  await batchDialog.getByRole('spinbutton', { name: 'Verkoopprijs', exact: true }).fill('6');
  await batchDialog.getByLabel(/^Aantal/).fill('12');
  await batchDialog.getByRole('textbox', { name: /^Vervaldatum/ }).click();
  await batchDialog.getByRole('textbox', { name: /^Vervaldatum/ }).pressSequentially('31122028');
  await batchDialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(`Lot LOT-${stamp} succesvol toegevoegd`)).toBeVisible();
  const batchRow = page.getByRole('row', { name: new RegExp(`LOT-${stamp}`) });
  await expect(batchRow).toContainText('12');

  // 'Acties' needs a selection; administer one dose to Bella.
  await expect(page.getByRole('button', { name: 'Acties' })).toBeDisabled();
  await batchRow.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Acties' }).click();
  await page.getByRole('menuitem', { name: 'Toediening' }).click();
  const modDialog = page.getByRole('dialog');
  await modDialog.getByLabel(/^Aantal/).fill('1');
  await modDialog.getByRole('combobox', { name: /^Paard/ }).fill('Bella');
  await page.getByRole('option', { name: 'Bella', exact: true }).click();
  await modDialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Toediening succesvol.')).toBeVisible();
  await expect(batchRow).toContainText('11');

  // The administration is in 'Toegediende medicatie', newest first.
  await page.goto('/report/applied-medication?type=Toediening');
  const reportRow = page.getByRole('row', { name: new RegExp(name) }).first();
  await expect(reportRow).toBeVisible();
  await expect(reportRow).toContainText('Bella');
  await expect(reportRow).toContainText(`LOT-${stamp}`);
});

test('a vet completes the open Medini deliveries and the new product is in stock', async ({
  page,
}) => {
  await login(page, '/stock');
  await page.getByRole('button', { name: /import medini/i }).click();
  const table = page.getByRole('table', { name: 'Onvolledige leveringen' });
  await expect(table).toBeVisible();
  const save = page.getByRole('button', { name: 'Opslaan' });
  await expect(save).toBeDisabled();

  // The simulator's open lines: unknown products and one line without an expiry date.
  const altresyn = page.getByRole('row', { name: /Altresyn/ });
  await altresyn.getByLabel('Dosering').fill('250');
  await altresyn.getByLabel('Verkoopprijs per eenheid').fill('0.74');
  const hippoxine = page.getByRole('row', { name: /Hippoxine/ });
  await hippoxine.getByLabel('Dosering').fill('1');
  await hippoxine.getByLabel('Verkoopprijs', { exact: true }).fill('14.60');
  await hippoxine.getByLabel('Verkoopprijs per eenheid').fill('14.60');
  await hippoxine.getByRole('textbox', { name: /Leverdatum/ }).click();
  await hippoxine.getByRole('textbox', { name: /Leverdatum/ }).pressSequentially('20112026');
  const estrumate = page.getByRole('row', { name: /Estrumate/ });
  await estrumate.getByRole('textbox', { name: /Vervaldatum/ }).click();
  await estrumate.getByRole('textbox', { name: /Vervaldatum/ }).pressSequentially('30062028');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Leveringen succesvol geïmporteerd')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByLabel('Zoek product').fill('Hippoxine');
  await expect(page.getByRole('row', { name: /Hippoxine/ })).toBeVisible();

  // Importing again finds nothing open: a delivery is never imported twice.
  await page.getByRole('button', { name: /import medini/i }).click();
  await expect(page.getByText('Geen onvolledige leveringen')).toBeVisible();
  await page.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // A row of the overview opens the product's stock page; its delivery is the Aankoop mod.
  await page
    .getByRole('row', { name: /Hippoxine/ })
    .getByText(/Hippoxine/)
    .click();
  await expect(page).toHaveURL(/\/stock\/[0-9a-f-]{36}/);
  await page.getByRole('tab', { name: 'Mods' }).click();
  await expect(page.getByRole('row', { name: /Aankoop/ })).toBeVisible();
});

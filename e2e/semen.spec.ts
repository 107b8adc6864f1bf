import { expect, test, type Page } from '@playwright/test';
import { login } from './login.ts';

/** Picks an option of a MUI select (a TextField with `select`). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a vet adds a semen lot, exports 5 straws to a customer and corrects the export', async ({
  page,
}) => {
  const lotNumber = `E2E-${Date.now() % 100000}`;
  await login(page, '/semen');
  await expect(page.getByRole('heading', { name: 'Paarden met sperma loten' })).toBeVisible();
  // The first stallion of the overview: its lots.
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/semen\/[0-9a-f-]{36}\?hideEmpty=true/);
  await expect(page.getByRole('heading', { name: 'Sperma loten', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sperma lot toevoegen' }).click();
  await expect(page).toHaveURL(/\/semen\/create\/undefined\?horse=/);
  await page.getByLabel(/^Lotnummer/).fill(lotNumber);
  await choose(page, 'Type', 'Productie');
  const day = page.getByRole('textbox', { name: /^Productiedatum/ });
  await day.click();
  await day.pressSequentially('01032026');
  await choose(page, 'Vat', 'Transportvat');
  await choose(page, 'Koker', 'koker 1');
  await choose(page, 'Positie', 'Onder');
  await page.getByLabel(/^Initiële voorraad/).fill('20');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(`Lot ${lotNumber} succesvol opgeslagen`)).toBeVisible();
  await expect(page).toHaveURL(/\/semen\/[0-9a-f-]{36}/);

  const row = page.getByRole('row', { name: new RegExp(lotNumber) });
  await expect(row).toContainText('20');
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Acties' }).click();
  await page.getByRole('menuitem', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export', exact: true });
  await dialog.getByLabel(/^Aantal rietjes/).fill('5');
  await dialog.getByLabel(/^Klant/).fill('a');
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Export succesvol.')).toBeVisible();
  await expect(row).toContainText('15');

  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Acties' }).click();
  await page.getByRole('menuitem', { name: 'Correction' }).click();
  await page
    .getByRole('dialog', { name: 'Correction' })
    .getByRole('button', { name: 'Corrigeren' })
    .click();
  await expect(page.getByText('Correction succesvol.')).toBeVisible();
  await expect(row).toContainText('20');

  // The lot's own page lists the export and its correction.
  await row.click();
  await expect(page.getByRole('heading', { name: /Sperma lot/ })).toBeVisible();
  await expect(page.getByText('gecorrigeerd')).toBeVisible();
});

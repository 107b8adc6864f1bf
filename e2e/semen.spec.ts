import { expect, test } from '@playwright/test';
import { login } from './login.ts';
import { addLot } from './semen-steps.ts';

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

  await addLot(page, lotNumber, 20);
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
  // The delivery report follows the export; 'Terug' goes back to the lots.
  await expect(page.getByRole('heading', { name: 'Leveringsrapport', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Terug' }).click();
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

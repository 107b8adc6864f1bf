import { expect, test } from '@playwright/test';
import { login } from './login.ts';
import { keep, pick } from './report-steps.ts';
import { addLot } from './semen-steps.ts';

test('after an export a vet prints the delivery report, then the stock report of the lot', async ({
  page,
}, testInfo) => {
  const lotNumber = `RPT-${Date.now() % 100000}`;
  await login(page, '/semen');
  await page.getByRole('row').nth(1).click();
  await expect(page.getByRole('heading', { name: 'Sperma loten', exact: true })).toBeVisible();
  const stallion =
    (await page
      .getByText(/^Hengst:/)
      .getByRole('link')
      .textContent()) ?? '';

  // A lot of 20 straws of this stallion.
  await addLot(page, lotNumber, 20);

  // 5 straws exported to a customer, going on to the delivery report.
  const row = page.getByRole('row', { name: new RegExp(lotNumber) });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Acties' }).click();
  await page.getByRole('menuitem', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export', exact: true });
  await dialog.getByLabel(/^Aantal rietjes/).fill('5');
  await dialog.getByLabel(/^Klant/).fill('a');
  await page.getByRole('option').first().click();
  // The name as chosen (the options may still change while the search answers).
  const customer = await dialog.getByLabel(/^Klant/).inputValue();
  await dialog.getByRole('switch', { name: 'Leveringsrapport openen' }).check();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/semen\/[0-9a-f-]{36}\/delivery-report\?lot=[0-9a-f-]{36}$/);

  const report = page.getByRole('article', { name: 'Leveringsrapport diepvriessperma' });
  await expect(report.getByRole('region', { name: 'A. Spermacentrum' })).toContainText(
    'Equine Fertility Centre',
  );
  await expect(report.getByRole('region', { name: 'B. Bestemming' })).toContainText(customer);
  const lots = report.getByRole('table', { name: 'C. Geleverde loten' });
  await expect(lots.getByRole('row', { name: new RegExp(`^${lotNumber} ${stallion}`) })).toHaveText(
    new RegExp(`${lotNumber}${stallion}.*01/03/2026.*5$`),
  );
  await expect(report).toContainText('Verordening (EU) 2016/1012');
  await expect(report.getByRole('group', { name: 'Stempel van de dierenarts' })).toContainText(
    'BN 96/05',
  );
  await keep(page, 'delivery-report-nl', (f) => testInfo.outputPath(f));

  await page.getByRole('button', { name: 'ENG', exact: true }).click();
  const english = page.getByRole('article', { name: 'Delivery report frozen semen' });
  await expect(english.getByRole('table', { name: 'C. Lots delivered' })).toContainText(
    'Number of straws',
  );
  await keep(page, 'delivery-report-eng', (f) => testInfo.outputPath(f));

  // The stock report of this stallion and the lot's owner.
  await page.goto('/report/semen-stock');
  await expect(page.getByRole('heading', { name: 'Stock rapport genereren' })).toBeVisible();
  await expect(page.getByText('Selecteer een klant of een hengst voor het rapport')).toBeVisible();
  await pick(page, 'Hengst', stallion);
  const stockRow = page
    .getByRole('table', { name: 'Spermastock' })
    .getByRole('row', { name: new RegExp(`^${lotNumber} `) });
  await expect(stockRow).toBeVisible();
  const owner = ((await stockRow.getByRole('cell').nth(2).textContent()) ?? '').trim();
  await expect(page.getByRole('button', { name: 'Afdrukken' })).toHaveCount(0);
  await pick(page, 'Klant', owner);
  await expect(page).toHaveURL(/owner=.*stallion=|stallion=.*owner=/);
  await expect(stockRow).toHaveText(new RegExp(`${lotNumber}.*Productie.*2015$`));
  await expect(page.getByLabel('Totalen')).toContainText('Totaal initieel');
  await expect(page.getByLabel('Totalen')).toContainText('Totale stockvermindering');
  // The toggle lives in the URL: it shows checked once the navigation has rendered.
  const toggle = page.getByRole('switch', { name: 'Stockwijzigingen tonen' });
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page).toHaveURL(/mods=true/);
  await expect(
    page.getByRole('table', { name: `Stockwijzigingen van lot ${lotNumber}` }),
  ).toContainText('Export');
  await expect(page.getByRole('button', { name: 'Afdrukken' })).toBeVisible();
  await keep(page, 'semen-stock-report', (f) => testInfo.outputPath(f));
});

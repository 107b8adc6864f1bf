import { expect, type Page } from '@playwright/test';

/** Picks an option of a MUI select (a TextField with `select`). */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * On a stallion's 'Sperma loten': adds a Productie lot of `straws` straws made on 1 March 2026
 * in the Transportvat, tube 1, below, and waits for its save.
 */
export async function addLot(page: Page, lotNumber: string, straws: number) {
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
  await page.getByLabel(/^Initiële voorraad/).fill(String(straws));
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(`Lot ${lotNumber} succesvol opgeslagen`)).toBeVisible();
}

import { expect, test } from '@playwright/test';
import { login } from './login.ts';

test('a vet logs in, adds a location, finds it in the list and the report, and logs out', async ({
  page,
}) => {
  // A logged-out visitor asking for a screen is sent home with the wanted path kept.
  await page.goto('/settings/location');
  await expect(page).toHaveURL(/\/\?redirect=%2Fsettings%2Flocation/);
  await expect(page.getByText('U moet aangemeld zijn')).toBeVisible();

  await login(page, page.url());
  await expect(page).toHaveURL(/\/settings\/location\?/);
  await expect(page.getByRole('heading', { name: 'Locaties' })).toBeVisible();
  // Missing page and limit were added to the URL.
  await expect(page).toHaveURL(/page=1/);
  await expect(page).toHaveURL(/limit=10/);

  const name = `Box E2E ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'Locatie toevoegen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Stal').fill('Stal Dormaal');
  await dialog.getByLabel('Prefix').fill('E');
  await dialog.getByLabel('Naam').fill(name);
  await dialog.getByLabel('Aantal plaatsen').fill('0');
  await expect(dialog.getByText('Dit veld is verplicht en moet groter zijn dan 0')).toBeVisible();
  await dialog.getByLabel('Aantal plaatsen').fill('3');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(`${name} succesvol opgeslagen`)).toBeVisible();

  await page.getByLabel('Zoeken in locaties').fill(name);
  await expect(page).toHaveURL(/query=Box/);
  const row = page.getByRole('row', { name: new RegExp(`E-${name}`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Stal Dormaal');

  await page.goto('/report/available-locations');
  await expect(page.getByRole('heading', { name: 'Beschikbare locaties' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`E-${name}.*3`) })).toBeVisible();

  await page.getByRole('button', { name: 'menu' }).click();
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page.getByRole('button', { name: 'Aanmelden' })).toBeVisible();
});

import { expect, type Page } from '@playwright/test';

/** Logs in through the dev identity provider's real login form, starting from `path`. */
export async function login(
  page: Page,
  path = '/',
  user = { username: 'dierenarts', password: 'stalboek' },
) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await page.getByLabel('Gebruikersnaam').fill(user.username);
  await page.getByLabel('Wachtwoord').fill(user.password);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page.getByRole('link', { name: 'Stalboek' })).toBeVisible();
}

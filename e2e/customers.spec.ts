import { expect, test, type Page } from '@playwright/test';
import { login } from './login.ts';

const company = 'Stoeterij Zonnehoeve';
// A Belgian VAT number with valid check digits: 97 - (04716506 mod 97) = 22.
const vat = 'BE0471650622';

/** Types in the top bar's 'Zoeken' box and returns the listed hit named `name`. */
async function searchHit(page: Page, term: string, name: string) {
  const box = page.getByRole('combobox', { name: 'Zoeken' });
  await box.fill(term);
  const hit = page.getByRole('option', { name: new RegExp(name) });
  await expect(hit).toBeVisible();
  return hit;
}

test('a vet creates a company with a contact, finds it despite a typo, edits and deletes it', async ({
  page,
}) => {
  await login(page, '/customer?type=bedrijf');
  await expect(page.getByRole('heading', { name: 'Klanten' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Bedrijven' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/page=1/);

  // Create: the form starts as a company; Opslaan waits for the required fields.
  await page.getByRole('button', { name: 'Klant toevoegen' }).click();
  await expect(page).toHaveURL(/\/customer\/undefined/);
  await expect(page.getByRole('heading', { name: 'Nieuwe klant' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Paarden' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Bedrijf' })).toBeChecked();
  const save = page.getByRole('button', { name: 'Opslaan' });
  await page.getByRole('textbox', { name: 'Bedrijf' }).fill(company);
  await page.getByLabel('BTW-nummer').fill('BE0471650623');
  await expect(page.getByText('Ongeldig Belgisch btw-nummer (BE0123456789)')).toBeVisible();
  await page.getByLabel('BTW-nummer').fill(vat);
  await page.getByLabel('Adres').fill('Zonnestraat 3');
  await page.getByLabel('Postcode').fill('3440');
  await page.getByLabel('Gemeente').fill('Zoutleeuw');
  await expect(page.getByText('9/32')).toBeVisible();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Klant is succesvol opgeslaan')).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/[0-9a-f-]{36}#general$/);
  await expect(page.getByRole('heading', { name: company })).toBeVisible();

  // A contact person for the company.
  await page.getByRole('tab', { name: 'Contactpersonen' }).click();
  await expect(page).toHaveURL(/#contacts$/);
  await expect(page.getByText('Geen contactpersonen')).toBeVisible();
  await page.getByRole('button', { name: 'Contactpersoon toevoegen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Voornaam').fill('Griet');
  await dialog.getByLabel('Achternaam').fill('Vandamme');
  await dialog.getByLabel('Rol').click();
  await page.getByRole('option', { name: 'Boekhouder' }).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('row', { name: /Griet.*Vandamme.*Boekhouder/ })).toBeVisible();

  // Found through the global search despite a typo: a factory icon, the contact and 'BTW …'.
  await page.goto('/customer?type=particulier');
  const hit = await searchHit(page, 'Stoeterij Zonehoeve', company);
  await expect(hit.getByRole('img', { name: 'Bedrijf' })).toBeVisible();
  await expect(hit).toContainText('Griet Vandamme');
  await expect(hit).toContainText(`BTW ${vat}`);
  await hit.click();
  await expect(page.getByRole('heading', { name: company })).toBeVisible();
  const customerUrl = page.url();

  // Edit.
  await page.getByLabel('Gemeente').fill('Halle-Booienhoven');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Klant is succesvol opgeslaan')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Gemeente')).toHaveValue('Halle-Booienhoven');

  // Delete: a confirmation that warns, then back one page; the list no longer has it.
  await page.getByRole('button', { name: 'Verwijderen' }).click();
  const confirm = page.getByRole('dialog', { name: `${company} verwijderen` });
  await expect(
    confirm.getByText(
      'Deze klant wordt definitief verwijderd. Dit kan niet ongedaan gemaakt worden.',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByText(`${company} succesvol verwijderd`)).toBeVisible();
  await expect(page).not.toHaveURL(customerUrl);
  await page.goto('/customer?type=bedrijf&company=Zonnehoeve');
  await expect(page.getByText('Geen klanten in de database')).toBeVisible();
});

test('a two-letter search finds a demo horse: horseshoe icon, opens /horse/{id}', async ({
  page,
}) => {
  await login(page, '/customer?type=particulier');
  const hit = await searchHit(page, 'mi', 'Mistral');
  await expect(hit.getByRole('img', { name: 'Paard' })).toBeVisible();
  const recorded = page.waitForResponse(
    (res) => res.url().endsWith('/api/search-result/') && res.request().method() === 'POST',
  );
  await hit.click();
  await expect(page).toHaveURL(/\/horse\/[0-9a-f-]{36}/);
  expect((await recorded).status()).toBe(201);
});

test('a customer who still owns horses is not deleted: the banner says why', async ({ page }) => {
  await login(page, '/customer?type=particulier');
  const hit = await searchHit(page, 'Janssens', 'Jan Janssens');
  await expect(hit.getByRole('img', { name: 'Particulier' })).toBeVisible();
  await hit.click();
  await expect(page.getByRole('heading', { name: 'Jan Janssens' })).toBeVisible();
  const customerPath = new URL(page.url()).pathname;
  await page.getByRole('tab', { name: 'Paarden' }).click();
  // The demo's Jan Janssens owns horses (an owner without horses sees 'Geen paarden gevonden').
  await expect(page.getByRole('table', { name: 'Paarden' })).toBeVisible();

  await page.getByRole('tab', { name: 'Algemeen' }).click();
  await page.getByRole('button', { name: 'Verwijderen' }).click();
  await page
    .getByRole('dialog', { name: 'Jan Janssens verwijderen' })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'kan niet verwijderd worden' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(customerPath);
  await expect(page.getByRole('heading', { name: 'Jan Janssens' })).toBeVisible();
});

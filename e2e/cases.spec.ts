import { expect, test, type Page } from '@playwright/test';
import { api } from './api.ts';
import { login } from './login.ts';

async function chorulonInStock(page: Page): Promise<number> {
  const { results } = await api<{ results: { _id: string }[] }>(
    page,
    '/api/product/search?searchValue=Chorulon&limit=1',
  );
  const { results: stock } = await api<{ results: { remaining: number }[] }>(
    page,
    `/api/stock/remaining?product=${results[0]?._id}`,
  );
  return stock[0]?.remaining ?? NaN;
}

/**
 * The bell's 'Controle ovulatie' reminders that link to the horse at `horseHref`, with every page
 * of the bell loaded as a user would ('Meer laden' until there is no more). The bell stays open.
 */
async function ovulationReminders(page: Page, horseHref: string) {
  await page.getByRole('button', { name: 'Notificaties' }).click();
  const bell = page.getByRole('region', { name: 'Notificaties' });
  const items = bell.getByRole('listitem');
  const more = bell.getByRole('button', { name: 'Meer laden' });
  await expect(items.first()).toBeVisible();
  while ((await more.isVisible()) && (await more.isEnabled())) {
    const shown = await items.count();
    await more.click();
    await expect
      .poll(async () => (await items.count()) > shown || !(await more.isEnabled()))
      .toBe(true);
  }
  return items
    .filter({ hasText: 'Controle ovulatie' })
    .filter({ has: page.locator(`a[href="${horseHref}"]`) });
}

async function pick(page: Page, label: RegExp, text: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a vet opens a case for a mare, examines her with a protocol that uses a product, and finds it again', async ({
  page,
}) => {
  await login(page, '/cases?status=Factureerbaar&status=Open&hideSurrogate=true');
  await expect(page.getByRole('heading', { name: 'Cases' })).toBeVisible();
  const before = await chorulonInStock(page);

  // A case for Fleur: the create button waits for a horse; the customer follows her owner.
  await page.getByRole('button', { name: 'Case toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Case toevoegen' });
  await expect(dialog.getByRole('button', { name: 'Aanmaken' })).toBeDisabled();
  await pick(page, /^Paard/, 'Fleur', 'Fleur');
  await dialog.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(page).toHaveURL(/\/case\/[0-9a-f-]{36}\?tab=general/);
  const reference = (await page.getByRole('heading', { level: 1 }).textContent())?.replace(
    'Case ',
    '',
  );
  const fleur = (await page
    .getByRole('link', { name: 'Fleur', exact: true })
    .getAttribute('href'))!;
  expect(fleur).toMatch(/^\/horse\/[0-9a-f-]{36}$/);
  // The demo data may already remind about Fleur: count those first.
  const remindedBefore = await (await ovulationReminders(page, fleur)).count();
  await page.keyboard.press('Escape');

  // A research sheet: vet, a tagged follicle on the left ovary, and ovulation induction.
  await page.getByRole('tab', { name: 'Nieuwe fiche' }).click();
  await page.getByRole('combobox', { name: /^Dierenarts/ }).click();
  await page.getByRole('option', { name: 'Dr. Peeters' }).click();
  const left = page.getByRole('region', { name: 'Linker ovarium' });
  await left.getByRole('button', { name: 'Follikel toevoegen' }).click();
  await page.getByLabel('Grootte Linker ovarium #1').fill('35');
  await page.getByRole('combobox', { name: 'Tag Linker ovarium #1' }).click();
  await page.getByRole('option', { name: 'Dominant' }).click();
  await page.getByRole('button', { name: 'Protocol toevoegen' }).click();
  const protocolDialog = page.getByRole('dialog', { name: 'Protocol toevoegen' });
  await pick(page, /^Protocol/, 'Ovulatie', 'Ovulatie-inductie');
  await expect(protocolDialog.getByRole('button', { name: 'Toevoegen' })).toBeDisabled();
  await pick(page, /^Paard/, 'Fleur', 'Fleur');
  await protocolDialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(page.getByRole('cell', { name: 'Ovulatie-inductie', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Onderzoeksfiche opslaan' }).click();
  await expect(page.getByText('Onderzoeksfiche succesvol opgeslagen')).toBeVisible();
  await expect(page).toHaveURL(/\?tab=[0-9a-f-]{36}/);

  // The protocol's product left the stock, and its notification — one more reminder about
  // Fleur, its tag a link to her — is in the bell.
  expect(await chorulonInStock(page)).toBe(before - 1);
  const reminders = await ovulationReminders(page, fleur);
  await expect(reminders).toHaveCount(remindedBefore + 1);
  for (const reminder of await reminders.all()) {
    await reminder.scrollIntoViewIfNeeded();
    await expect(reminder.getByRole('link', { name: 'Fleur' })).toBeVisible();
  }
  await page.keyboard.press('Escape');

  // Reopened from the list, the sheet reads as saved.
  await page.goto('/cases?status=Open');
  await page.getByLabel('Zoek referentie of paard').fill(reference ?? '');
  await page.getByRole('row', { name: new RegExp(reference ?? '') }).click();
  await expect(page).toHaveURL(/\/case\/[0-9a-f-]{36}/);
  const sheetTab = page.getByRole('tab').filter({ hasText: /\d\d\/\d\d\/\d{4}/ });
  await sheetTab.click();
  await expect(page.getByLabel('Grootte Linker ovarium #1')).toHaveValue('35');
  await expect(page.getByRole('combobox', { name: 'Tag Linker ovarium #1' })).toHaveText(
    'Dominant',
  );
  await expect(page.getByRole('combobox', { name: /^Dierenarts/ })).toHaveText('Dr. Peeters');
  await expect(page.getByRole('cell', { name: 'Ovulatie-inductie', exact: true })).toBeVisible();
});

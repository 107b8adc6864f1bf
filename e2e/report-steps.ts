import { expect, type Page } from '@playwright/test';

/** Where the screenshots and PDFs are also written for a person to look at (SHOTS_DIR). */
const shotsDir = process.env.SHOTS_DIR;

/** Picks `name` in a customer or horse autocomplete by typing it. */
export async function pick(page: Page, label: string, name: string) {
  await page.getByRole('combobox', { name: label }).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

/** A screenshot and an A4 PDF of the page, in the test's output (and SHOTS_DIR when set). */
export async function keep(page: Page, name: string, outputPath: (file: string) => string) {
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    const file = `${name}-${width}.png`;
    await page.screenshot({ path: outputPath(file), fullPage: true });
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/${file}`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
  const pdf = await page.pdf({ path: outputPath(`${name}.pdf`), preferCSSPageSize: true });
  if (shotsDir) await page.pdf({ path: `${shotsDir}/${name}.pdf`, preferCSSPageSize: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(5000);
}

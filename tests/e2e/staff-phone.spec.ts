import { axeViolations } from '../support/axe';
import { expect, test, type Locator, type Page } from '../support/browser-test';
import { signInAsStaff } from '../support/staff-session';

/**
 * The staff area on a phone: the inbox's first lead and the inventory office's first cart are on
 * the first screen, the filters folded above them; on a desktop the filters show with no fold.
 */

const phone = { width: 390, height: 844 };

async function top(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not laid out`);
  return box.y;
}

const firstCart = (page: Page) =>
  page.getByRole('table', { name: 'Vehicles, most recently changed first' }).locator('tbody tr').first();

test('on a 390 × 844 phone the first lead card and the first cart start on the first screen, under filters folded in a disclosure the keyboard opens', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await page.setViewportSize(phone);
  const email = `fold.${Date.now()}@example.com`;
  const posted = await page.request.post('/api/contact', {
    data: {
      firstName: 'Fay',
      lastName: 'Foldtest',
      email,
      phone: '732-555-0166',
      interest: 'sales',
      message: 'Is the six seater in stock?',
    },
  });
  expect(posted.status()).toBe(201);
  await signInAsStaff(context, baseURL!);

  await page.goto('/admin/leads');
  const filters = page.locator('summary', { hasText: 'Filters' });
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(filters).toBeVisible();
  await expect(search).toBeHidden();
  expect(await top(page.getByTestId('lead-card').first())).toBeLessThan(phone.height);
  await page.screenshot({ path: testInfo.outputPath('inbox-390.png') });
  expect(await axeViolations(page)).toEqual([]);

  // The keyboard opens the fold and reaches the fields; what is on is counted on the fold.
  await filters.focus();
  await page.keyboard.press('Enter');
  await expect(search).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(search).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(email);
  await expect(page.getByTestId('lead-card')).toHaveCount(1);
  await expect(page.locator('summary', { hasText: 'Filters' })).toHaveText(/Filters: 1 on/);
  expect(await top(page.getByTestId('lead-card'))).toBeLessThan(phone.height);

  await page.goto('/admin/inventory');
  await expect(page.locator('summary', { hasText: 'Filters' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'With the ticked carts' })).toBeHidden();
  expect(await top(firstCart(page))).toBeLessThan(phone.height);
  await page.screenshot({ path: testInfo.outputPath('inventory-390.png') });
  expect(await axeViolations(page)).toEqual([]);
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
});

test('the folded filters work without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  await signInAsStaff(context, baseURL!);
  const page = await context.newPage();
  await page.goto('/admin/leads');
  await page.locator('summary', { hasText: 'Filters' }).click();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('new');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('new');
  await expect(page.locator('summary', { hasText: 'Filters' })).toHaveText(/Filters: 1 on/);
  await context.close();
});

test('on a desktop the filters and the change to ticked carts show open, with no fold to work', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsStaff(context, baseURL!);
  for (const path of ['/admin/leads', '/admin/inventory']) {
    await page.goto(path);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(page.locator('summary', { hasText: 'Filters' })).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath(`${path.split('/').at(-1)}-1280.png`) });
  }
  await expect(page.getByRole('combobox', { name: 'With the ticked carts' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

/**
 * The public site on a phone: what a buyer came for comes first, and Call and Get Quote stay at
 * hand without covering what they read or type.
 */

import { dealer } from '../../src/content/dealer';
import { defaultFinanceSettings } from '../../src/content/finance';
import { municipalities, municipalitiesInRegion, municipalityTitle } from '../../src/content/municipalities';
import { headlineMonthly } from '../../src/features/requests/payment-estimate';
import { expect, test, type Locator, type Page } from '../support/browser-test';
import { listedOnly, stockFromApi, usd } from '../support/stock';

const phone = { width: 390, height: 844 };

async function top(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not laid out`);
  return box.y;
}

/** Whether the bar is on screen for a visitor (not stepped aside, not hidden). */
async function barShown(page: Page): Promise<boolean> {
  return page.locator('#phone-action-bar').evaluate((bar) => {
    const style = getComputedStyle(bar);
    const box = bar.getBoundingClientRect();
    return style.display !== 'none' && style.visibility === 'visible' && box.top < window.innerHeight - 8;
  });
}

test.describe('a vehicle page on a phone', () => {
  test.use({ viewport: phone });

  test('shows the name, then the picture, then the price with a monthly estimate, then the actions', async ({
    page,
    request,
  }) => {
    const vehicle = listedOnly(await stockFromApi(request)).find((cart) => cart.salePrice === null)!;
    await page.goto(vehicle.url);
    const hero = page.locator('main section').first();
    const name = hero.getByRole('heading', { level: 1, name: vehicle.name });
    const picture = hero.getByRole('img', { name: new RegExp(`^${vehicle.name}`) }).first();
    const price = hero.getByText(usd(vehicle.price), { exact: true });
    const quote = hero.getByRole('link', { name: 'Request Quote' });
    expect(await top(name)).toBeLessThan(await top(picture));
    expect(await top(picture)).toBeLessThan(await top(price));
    expect(await top(price)).toBeLessThan(await top(quote));
    // Price and the first action are on the first screen.
    expect(await top(quote)).toBeLessThan(phone.height);

    // The monthly figure is the estimator's own starting figure, and leads to it. The settings
    // are the defaults here: the staff settings test lives in the stock-changes project.
    const monthly = headlineMonthly(vehicle.price, defaultFinanceSettings)!;
    const estimateLink = hero.getByRole('link', { name: `Est. ${monthly.monthly}/mo` });
    await expect(estimateLink.locator('..')).toContainText(monthly.terms);
    await estimateLink.click();
    await expect(page).toHaveURL(/#buying-tools-heading$/);
    await expect(page.getByRole('heading', { name: 'Payments and trade-in' })).toBeInViewport();
  });

  test('Call and Get Quote wait at the foot of the screen once the page’s own buttons scroll away', async ({
    page,
    request,
  }) => {
    const vehicle = listedOnly(await stockFromApi(request))[0]!;
    await page.goto(vehicle.url);
    const bar = page.locator('#phone-action-bar');
    // The page opens on its own buttons: no second set.
    await expect(page.getByRole('link', { name: 'Request Quote' })).toBeInViewport();
    expect(await barShown(page)).toBe(false);

    await page.getByRole('heading', { name: `${vehicle.name} at a glance` }).scrollIntoViewIfNeeded();
    await expect.poll(() => barShown(page)).toBe(true);
    await expect(bar.getByRole('link', { name: `Call ${dealer.tollFreePhone.display}` })).toHaveAttribute(
      'href',
      `tel:${dealer.tollFreePhone.e164}`,
    );
    await expect(bar.getByRole('link', { name: 'Get Quote' })).toHaveAttribute(
      'href',
      new RegExp(`vehicleId=${vehicle.id}.*topic=quote|topic=quote.*vehicleId=${vehicle.id}`),
    );

    // Typing in the payment estimator: the bar makes room for the field and the keyboard.
    const downPayment = page.getByRole('spinbutton', { name: /Down payment/ }).first();
    await downPayment.focus();
    expect(await barShown(page)).toBe(false);
    await downPayment.blur();
    await expect.poll(() => barShown(page)).toBe(true);

    // At the very bottom it rests above the footer instead of covering it.
    await page.keyboard.press('End');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.locator('body > footer');
    await expect
      .poll(async () => (await bar.boundingBox())!.y + (await bar.boundingBox())!.height)
      .toBeLessThanOrEqual(await top(footer));
  });

  test('a town page and a brand page have the bar too, and a desktop has none', async ({ page }) => {
    const town = municipalities[0]!;
    await page.goto(`/${town.slug}`);
    await page.locator('body > footer').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(() => barShown(page)).toBe(true);
    await expect(page.locator('#phone-action-bar').getByRole('link', { name: 'Get Quote' })).toHaveAttribute(
      'href',
      new RegExp(`municipality=${town.slug}`),
    );
    await page.goto('/denago');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(() => barShown(page)).toBe(true);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('#phone-action-bar')).toBeHidden();
  });
});

test.describe('short enough to read on a phone', () => {
  test.use({ viewport: phone });

  test('/rentals asks what is free, compares every plan, and ends within five screens, footer and all', async ({
    page,
  }) => {
    await page.goto('/rentals');
    await expect(page.getByRole('table', { name: 'Rental plans and prices for each cart' })).toBeVisible();
    // Asking what is free comes right under the hero, within the second screen.
    const check = (await page.getByRole('button', { name: 'Check availability' }).boundingBox())!;
    expect(check.y + check.height).toBeLessThanOrEqual(2 * phone.height);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(5 * phone.height);
  });

  test('the footer folds its towns by area, and one tap opens an area', async ({ page }) => {
    await page.goto('/rentals');
    const footer = page.locator('body > footer');
    const shore = municipalitiesInRegion('jersey-shore');
    const town = footer.getByRole('link', { name: municipalityTitle(shore[0]!), exact: true });
    await expect(town).toBeHidden();
    expect((await footer.boundingBox())!.height).toBeLessThanOrEqual(1.5 * phone.height);

    await footer.locator('summary', { hasText: `All ${shore.length} towns` }).click();
    await expect(town).toBeVisible();
    await expect(
      footer.getByRole('link', { name: municipalityTitle(shore.at(-1)!), exact: true }),
    ).toBeVisible();
  });

  test('a town page shows its showroom and the way there within two screens', async ({ page }) => {
    const town = municipalities.find((candidate) => candidate.region === 'jersey-shore')!;
    await page.goto(`/${town.slug}`);
    const directions = page.getByRole('link', { name: /^Directions to / });
    const box = (await directions.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(2 * phone.height);
    await expect(page.getByRole('complementary', { name: `${town.name} at a glance` })).toContainText(
      'Nearest showroom',
    );
  });
});

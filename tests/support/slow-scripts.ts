import type { Page } from '@playwright/test';

/**
 * A slow phone: the page arrives and can be used while its scripts are still on the way. Holds
 * back every built script of `page` until the returned function is called.
 */
export async function holdScriptsBack(page: Page): Promise<() => void> {
  let scriptsArrive!: () => void;
  const slowNetwork = new Promise<void>((resolve) => (scriptsArrive = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await slowNetwork;
    await route.continue();
  });
  return scriptsArrive;
}

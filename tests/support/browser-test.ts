/**
 * Playwright's `test`, for every end-to-end spec, with one difference: a page's navigations
 * (goto, reload, back, forward) return once Next has started hydrating the page, not at `load`.
 *
 * A page adds Next's scripts after its first contentful paint
 * (src/http-server/scripts-after-parsing.ts), which can be after `load`. Until Next has called
 * React's hydrateRoot, nothing listens on the page and a click on a button that only a script
 * handles is lost; after it, React replays a click on a part it has not hydrated yet. Next sets
 * `window.next` as its entry script starts, on the way to that call (this site has no
 * `beforeInteractive` scripts to wait for in between).
 *
 * The wait is added to every page of every context the browser opens, including the contexts a
 * spec opens itself (a second member of staff, another tab). Contexts with JavaScript off have
 * nothing to wait for, and neither has a document without the loader (a feed, JSON, a redirect).
 */
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { scriptLoaderId } from '../../src/http-server/scripts-after-parsing';

export * from '@playwright/test';

const navigations = ['goto', 'reload', 'goBack', 'goForward'] as const;

function waitingForHydration(page: Page): Page {
  for (const name of navigations) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    page[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      // A spec that asks for an earlier moment ('commit', 'domcontentloaded') gets that moment.
      const options = args.find(
        (arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null,
      );
      if ((options?.waitUntil ?? 'load') === 'load')
        await page
          .waitForFunction(
            (loaderId) =>
              !document.getElementById(loaderId) ||
              (window as { next?: { appDir?: boolean } }).next?.appDir === true,
            scriptLoaderId,
            { timeout: 30_000 },
          )
          .catch((error: unknown) => {
            throw new Error(`${page.url()} never started hydrating: ${String(error)}`);
          });
      return response;
    };
  }
  return page;
}

/** Each context's own newPage, for a context whose pages run no script after all. */
const plainNewPage = new WeakMap<BrowserContext, BrowserContext['newPage']>();

export const test = base.extend<{ context: BrowserContext }, { browser: Browser }>({
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled === false) return context;
        const newPage = context.newPage.bind(context);
        plainNewPage.set(context, newPage);
        context.newPage = async () => waitingForHydration(await newPage());
        return context;
      };
      await provide(browser);
    },
    { scope: 'worker' },
  ],
  // The test's own context takes `javaScriptEnabled` from test.use(), not from newContext's options.
  context: async ({ context, javaScriptEnabled }, provide) => {
    const newPage = plainNewPage.get(context);
    if (javaScriptEnabled === false && newPage) context.newPage = newPage;
    await provide(context);
  },
});

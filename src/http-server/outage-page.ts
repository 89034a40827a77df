import { dealer, mainPhone } from '@/content/dealer';
import { pageError } from '@/content/page-error';
import { escapeXml } from '@/lib/xml';

/**
 * The page the production server sends in place of Next's error shell when a page could not be
 * built because the database is unreachable. Next's shell has an empty body that only its script
 * fills in, so a visitor without JavaScript (or whose scripts did not load) saw a blank page. This
 * one reads without script, in the site's own stylesheet when the server knows it (`stylesheets`,
 * from the Link header Next prepared), and says what the error panel says.
 */
export function outagePage({ path, stylesheets }: { path: string; stylesheets: readonly string[] }): string {
  const phoneHref = `tel:${mainPhone.e164}`;
  const inventoryList = /^\/inventory(?:[/?#]|$)/.test(path);
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeXml(`${pageError.title} | ${dealer.name}`)}</title>`,
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${escapeXml(href)}">`),
    '</head><body style="font-family:system-ui,sans-serif;line-height:1.5">',
    `<header class="site-header"><div class="page-container site-header-bar"><a href="/" class="site-brand">${escapeXml(dealer.name)}</a></div></header>`,
    '<main id="main" class="page-container py-20 text-center sm:py-28">',
    `<p class="eyebrow text-brand-700">${escapeXml(pageError.eyebrow)}</p>`,
    `<h1 class="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">${escapeXml(pageError.title)}</h1>`,
    `<p class="mx-auto mt-4 max-w-xl text-lg text-muted">${escapeXml(pageError.explanation(mainPhone.display))}</p>`,
    // The page answers 503, which is the status the inventory's own message names.
    inventoryList ? `<p class="mt-4 font-semibold">${escapeXml(pageError.inventoryLoadError(503))}</p>` : '',
    '<p class="mt-8 flex flex-wrap justify-center gap-3">',
    `<a href="${escapeXml(path)}" class="btn btn-primary btn-lg">Try again</a>`,
    `<a href="${phoneHref}" class="btn btn-accent btn-lg">Call Now ${escapeXml(mainPhone.display)}</a>`,
    '<a href="/" class="btn btn-secondary btn-lg">Back to Home</a>',
    '</p></main></body></html>',
  ].join('');
}

/** The stylesheets a Link header names (`</_next/static/chunks/a.css>; rel=preload; as="style"`). */
export function stylesheetsFromLinkHeader(link: string | undefined): string[] {
  if (!link) return [];
  return link
    .split(/,(?=\s*<)/)
    .filter((entry) => /;\s*as="?style"?/.test(entry))
    .map((entry) => /^\s*<([^>]+)>/.exec(entry)?.[1])
    .filter((href): href is string => href !== undefined && href.startsWith('/_next/static/'));
}

import { parseHTML } from 'linkedom';

/**
 * The sitemap's pages as a crawler receives them: the server's HTML, parsed, without a browser.
 * Checks of what the server sends (status, headings, metadata, links, images) run on these in
 * seconds; what needs a rendering engine (axe, layout width, focus, console) runs in Chromium.
 */
export interface ServedPage {
  url: string;
  status: number;
  html: string;
  document: Document;
  /** The Content-Security-Policy and Cache-Control headers it came with. */
  securityPolicy: string;
  cacheControl: string;
}

export async function sitemapUrls(baseURL: string): Promise<string[]> {
  const response = await fetch(`${baseURL}/sitemap.xml`);
  if (response.status !== 200) throw new Error(`/sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

export async function fetchPage(url: string): Promise<ServedPage> {
  const response = await fetch(url, { redirect: 'manual' });
  const html = await response.text();
  return {
    url,
    status: response.status,
    html,
    document: parseHTML(html).document,
    securityPolicy: response.headers.get('content-security-policy') ?? '',
    cacheControl: response.headers.get('cache-control') ?? '',
  };
}

// One fetch of the sitemap's pages per worker: several tests read them.
const served = new Map<string, Promise<ServedPage[]>>();

/** Every page of the sitemap, fetched a few at a time (as a crawler would), in sitemap order. */
export function sitemapPages(baseURL: string): Promise<ServedPage[]> {
  let pages = served.get(baseURL);
  if (!pages) {
    pages = (async () => {
      const urls = await sitemapUrls(baseURL);
      const result: ServedPage[] = new Array<ServedPage>(urls.length);
      let next = 0;
      const fetchNext = async (): Promise<void> => {
        while (next < urls.length) {
          const index = next++;
          result[index] = await fetchPage(urls[index]!);
        }
      };
      await Promise.all(Array.from({ length: 4 }, fetchNext));
      return result;
    })();
    served.set(baseURL, pages);
  }
  return pages;
}

/** The text of an element as a reader sees it: runs of white space folded. */
export const visibleText = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * Each shape of address that finds nothing (an unknown page, vehicle, town, policy and nested
 * path) and the heading it answers with: unknown vehicles and towns have pages of their own
 * (spec: "Vehicle Not Found", "Municipality not found").
 */
export const notFoundShapes = [
  ['/inventry', '404 Page Not Found'],
  ['/vehicles/not-a-cart', 'Vehicle Not Found'],
  ['/no-such-town/rentals', 'Municipality not found'],
  ['/policies/nope', '404 Page Not Found'],
  ['/a/b/c', '404 Page Not Found'],
] as const;

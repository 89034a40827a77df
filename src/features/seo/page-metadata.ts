/**
 * The one metadata helper every page uses: title (the root layout's template adds the dealer
 * name), description, keywords, an absolute canonical URL and Open Graph that agree.
 */
import type { Metadata } from 'next';

import { dealer } from '@/content/dealer';

export interface PageMetadataInput {
  /** Page title without the site name, e.g. "Inventory". */
  title: string;
  description: string;
  /** Site path beginning with "/", e.g. "/inventory". */
  path: string;
  keywords?: readonly string[];
  /** Open Graph type; "website" unless a page says otherwise. */
  ogType?: 'website' | 'article' | 'product' | 'product.group';
  /** Site path or absolute URL of the preview image. */
  image?: { url: string; alt: string; width?: number; height?: number };
  /** Use the title as written, without the site-name suffix (the home page). */
  absoluteTitle?: boolean;
  noIndex?: boolean;
}

export const defaultShareImage = {
  url: '/images/share/fairway-ev-carts.png',
  alt: `${dealer.name} showroom`,
  width: 1200,
  height: 630,
};

export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const base = siteUrl.replace(/\/+$/, '');
  const suffix = path.startsWith('/') ? path : `/${path}`;
  return suffix === '/' ? `${base}/` : `${base}${suffix}`;
}

/** "Inventory | Fairway EV Carts": the suffix is added once, never twice. */
export function fullTitle(title: string): string {
  const suffix = ` | ${dealer.name}`;
  return title.endsWith(suffix) || title === dealer.name ? title : `${title}${suffix}`;
}

/** What search results show of a description before they cut it themselves, mid-word. */
export const maxDescriptionLength = 160;

/**
 * A description that fits a search result: whitespace collapsed and, when too long, cut after the
 * last whole word that fits with an ellipsis, never in the middle of a word or a price.
 */
export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxDescriptionLength) return clean;
  const room = clean.slice(0, maxDescriptionLength);
  const wholeWords = room.slice(0, room.lastIndexOf(' ')).replace(/[\s,;:.(–—-]+$/, '');
  return `${wholeWords}…`;
}

/**
 * The first of `wordings` that a search result shows whole, else the last (which metaDescription
 * cuts): for a description made from data, the fullest wording first, the shortest last.
 */
export function firstWholeDescription(wordings: readonly string[]): string {
  const whole = (wording: string) => wording.replace(/\s+/g, ' ').trim().length <= maxDescriptionLength;
  return wordings.find(whole) ?? wordings.at(-1) ?? '';
}

export function pageMetadata(siteUrl: string, input: PageMetadataInput): Metadata {
  const canonical = absoluteUrl(siteUrl, input.path);
  const description = metaDescription(input.description);
  const title = fullTitle(input.title);
  const image = input.image ?? defaultShareImage;
  // Next's metadata refuses the product Open Graph types; pages with one render <OpenGraphType>.
  const ogType =
    input.ogType === 'product' || input.ogType === 'product.group' ? undefined : (input.ogType ?? 'website');
  return {
    title: input.absoluteTitle ? { absolute: input.title } : { absolute: title },
    description,
    keywords: input.keywords ? [...input.keywords] : undefined,
    alternates: { canonical },
    robots: input.noIndex ? { index: false, follow: false } : undefined,
    openGraph: {
      title: input.absoluteTitle ? input.title : title,
      description,
      url: canonical,
      siteName: dealer.name,
      locale: 'en_US',
      ...(ogType ? { type: ogType } : {}),
      images: [
        {
          url: absoluteUrl(siteUrl, image.url),
          alt: image.alt,
          ...(image.width ? { width: image.width } : {}),
          ...(image.height ? { height: image.height } : {}),
        },
      ],
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}

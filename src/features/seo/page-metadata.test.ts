import { describe, expect, it } from 'vitest';

import { dealer } from '@/content/dealer';

import { absoluteUrl, fullTitle, maxDescriptionLength, metaDescription, pageMetadata } from './page-metadata';

const site = 'https://carts.example.com';

describe('pageMetadata', () => {
  const metadata = pageMetadata(site, {
    title: 'Inventory',
    description: 'Every new cart in stock.',
    path: '/inventory',
    keywords: ['golf carts', 'inventory'],
  });

  it('makes the canonical URL absolute from the site URL', () => {
    expect(metadata.alternates?.canonical).toBe('https://carts.example.com/inventory');
  });

  it('points og:url at the page itself, not the home page', () => {
    expect(metadata.openGraph?.url).toBe('https://carts.example.com/inventory');
  });

  it('adds the site name to the title exactly once', () => {
    expect(metadata.title).toEqual({ absolute: `Inventory | ${dealer.name}` });
    expect(fullTitle(`Inventory | ${dealer.name}`)).toBe(`Inventory | ${dealer.name}`);
  });

  it('keeps the description and keywords', () => {
    expect(metadata.description).toBe('Every new cart in stock.');
    expect(metadata.keywords).toEqual(['golf carts', 'inventory']);
  });

  it('cuts a long description after a whole word, within what a search result shows', () => {
    const long = `The Denago Rover XL, a six-seat lifted cart at $14,995: ${'lithium pack, '.repeat(12)}end.`;
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(maxDescriptionLength);
    expect(cut).toMatch(/pack…$/);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(pageMetadata(site, { title: 't', description: long, path: '/' }).openGraph?.description).toBe(cut);
    expect(metaDescription('  Short   and\nplain. ')).toBe('Short and plain.');
    expect(metaDescription('x'.repeat(maxDescriptionLength))).toHaveLength(maxDescriptionLength);
  });

  it('makes the preview image absolute', () => {
    const images = metadata.openGraph?.images;
    expect(Array.isArray(images) && images[0]).toMatchObject({
      url: expect.stringMatching(/^https:\/\/carts\.example\.com\//),
    });
  });

  it('can use a title as written and mark a page noindex', () => {
    const home = pageMetadata(site, {
      title: 'Golf carts in NJ',
      description: 'd',
      path: '/',
      absoluteTitle: true,
      noIndex: true,
    });
    expect(home.title).toEqual({ absolute: 'Golf carts in NJ' });
    expect(home.alternates?.canonical).toBe('https://carts.example.com/');
    expect(home.robots).toEqual({ index: false, follow: false });
  });
});

describe('Open Graph type', () => {
  it('is website unless a page says otherwise', () => {
    expect(pageMetadata(site, { title: 't', description: 'd', path: '/' }).openGraph).toMatchObject({
      type: 'website',
    });
    expect(
      pageMetadata(site, { title: 't', description: 'd', path: '/', ogType: 'article' }).openGraph,
    ).toMatchObject({ type: 'article' });
  });

  it('leaves product types to the page, which Next would refuse', () => {
    expect(
      pageMetadata(site, { title: 't', description: 'd', path: '/denago', ogType: 'product.group' })
        .openGraph,
    ).not.toHaveProperty('type');
  });
});

describe('absoluteUrl', () => {
  it('joins without doubling or dropping slashes', () => {
    expect(absoluteUrl('https://a.example/', '/x')).toBe('https://a.example/x');
    expect(absoluteUrl('https://a.example', 'x')).toBe('https://a.example/x');
    expect(absoluteUrl('https://a.example', 'https://b.example/y')).toBe('https://b.example/y');
  });
});

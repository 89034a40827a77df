import type { Metadata } from 'next';

/**
 * The metadata of every 404 (the public one, the staff area's, and the page the server sends for
 * unknown addresses): kept out of search results, and described like any page, for a link shared
 * from one or a browser's history.
 */
export const notFoundMetadata: Metadata = {
  title: '404 Page Not Found',
  description:
    'The page you asked for is not here. Search our electric golf carts, browse the inventory or call us.',
  robots: { index: false },
};

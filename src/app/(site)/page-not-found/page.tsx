import { NotFoundContent } from '@/components/layout/not-found-content';

export const metadata = {
  title: '404 Page Not Found',
  robots: { index: false },
};

/**
 * The 404 as a page of its own: the production server sends its HTML, with status 404, for every
 * address Next finds nothing at (src/http-server/response-cache.ts `notFoundPage`), because Next
 * leaves a notFound() page for the browser's script to draw. Never in the sitemap or linked.
 */
export default function PageNotFound() {
  return <NotFoundContent />;
}

import { NotFoundContent } from '@/components/layout/not-found-content';
import { notFoundMetadata } from '@/components/layout/not-found-metadata';

export const metadata = notFoundMetadata;

/**
 * The 404 as a page of its own: the production server sends its HTML, with status 404, for every
 * address Next finds nothing at (src/http-server/response-cache.ts `notFoundPage`), because Next
 * leaves a notFound() page for the browser's script to draw. Never in the sitemap or linked.
 */
export default function PageNotFound() {
  return <NotFoundContent />;
}

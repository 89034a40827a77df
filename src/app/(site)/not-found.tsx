import { NotFoundContent } from '@/components/layout/not-found-content';
import { notFoundMetadata } from '@/components/layout/not-found-metadata';

export const metadata = notFoundMetadata;

/**
 * notFound() from any public page, and every address no route matches (the catch-all route beside
 * this file sends those here), inside the public shell the layout already draws.
 */
export default function NotFound() {
  return <NotFoundContent />;
}

import { NotFoundContent } from '@/components/layout/not-found-content';
import { notFoundMetadata } from '@/components/layout/not-found-metadata';

export const metadata = notFoundMetadata;

/**
 * notFound() outside the public pages (the staff area). Public addresses reach the 404 under the
 * public layout instead ((site)/not-found.tsx); this one stays small because Next ships it with
 * every page as the root's fallback.
 */
export default function NotFound() {
  return (
    <main id="main" className="flex-1">
      <NotFoundContent />
    </main>
  );
}

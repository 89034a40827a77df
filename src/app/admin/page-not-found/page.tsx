import { StaffNotFound, staffNotFoundMetadata } from '@/features/staff/components/staff-not-found';

export const metadata = staffNotFoundMetadata;

/**
 * The staff area's 404 as a page of its own: the production server sends its HTML, with status
 * 404, in place of the empty shell Next answers a staff page's notFound() with (its script draws
 * not-found.tsx in the browser), so staff without JavaScript see it too
 * (src/http-server/response-cache.ts `streamedNotFoundPage`). The proxy answers it 404 at its own
 * address. Never linked.
 */
export default function StaffPageNotFound() {
  return <StaffNotFound />;
}

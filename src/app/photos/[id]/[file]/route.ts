import { readPhoto } from '@/features/inventory/server/photo-store';
import { immutable } from '@/server/http/cache-control';

const photoId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An uploaded photo in one width: /photos/{photo id}/{width}.webp. Never changes once stored. */
export async function GET(
  _request: Request,
  context: RouteContext<'/photos/[id]/[file]'>,
): Promise<Response> {
  const { id, file } = await context.params;
  const width = /^(\d{2,4})\.webp$/.exec(file)?.[1];
  const bytes = photoId.test(id) && width ? await readPhoto(id, Number(width)) : undefined;
  if (!bytes) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'image/webp',
      'Cache-Control': immutable,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

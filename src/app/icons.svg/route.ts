import { immutable, keptADay } from '@/lib/cache-control';
import { iconSprite } from '@/lib/icon-sprite';

/**
 * The icon sprite every page's <svg><use> points at (src/components/ui/icon.tsx). Asked for with
 * the current fingerprint it is kept for good; without it, or with an old one, for a day.
 */
export function GET(request: Request): Response {
  const current = new URL(request.url).searchParams.get('v') === process.env.ICONS_VERSION;
  return new Response(iconSprite(), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': current ? immutable : `${keptADay}, stale-while-revalidate=604800`,
    },
  });
}

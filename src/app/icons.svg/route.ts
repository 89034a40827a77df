import { iconSprite } from '@/components/ui/icon-sprite';
import { immutable, keptADay } from '@/server/http/cache-control';

/**
 * The icon sprite that <svg><use> points at (src/components/ui/icon.tsx): in React's payload, and
 * in the HTML of the pages the response cache does not hold back whole (the others carry their
 * icons' symbols themselves, src/http-server/inline-icons.ts). Asked for with the current
 * fingerprint it is kept for good; without it, or with an old one, for a day.
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

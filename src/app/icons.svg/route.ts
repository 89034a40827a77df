import { iconSprite } from '@/server/icon-sprite';

export const dynamic = 'force-static';

/** The icon sprite every page's <svg><use> points at (src/components/ui/icon.tsx). */
export function GET(): Response {
  return new Response(iconSprite(), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  });
}

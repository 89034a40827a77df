import { immutable } from '@/lib/cache-control';
import { sceneSvg } from '@/lib/scenes';
import { shortHash } from '@/lib/short-hash';
import { sceneCount } from '@/lib/vehicle-images';

export const dynamicParams = false;

export function generateStaticParams() {
  return Array.from({ length: sceneCount }, (_, index) => ({ file: `scene-${index}.svg` }));
}

export async function GET(
  request: Request,
  context: RouteContext<'/images/scenes/[file]'>,
): Promise<Response> {
  const { file } = await context.params;
  const index = Number(/^scene-(\d)\.svg$/.exec(file)?.[1] ?? 0);
  const svg = sceneSvg(index);
  // Pages ask with the scene's fingerprint (?v=): that exact picture is kept for good.
  const current = new URL(request.url).searchParams.get('v') === shortHash(svg);
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': current ? immutable : 'public, max-age=86400',
    },
  });
}

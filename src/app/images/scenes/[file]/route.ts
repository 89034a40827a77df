import { sceneSvg } from '@/features/inventory/scenes';
import { sceneCount } from '@/features/inventory/vehicle-images';
import { drawnSvgResponse } from '@/server/http/cache-control';

export const dynamicParams = false;

export function generateStaticParams() {
  return Array.from({ length: sceneCount }, (_, index) => ({ file: `scene-${index}.svg` }));
}

export async function GET(
  request: Request,
  context: RouteContext<'/images/scenes/[file]'>,
): Promise<Response> {
  const { file } = await context.params;
  const index = Number(/^scene-(0|[1-9]\d{0,2})\.svg$/.exec(file)?.[1] ?? -1);
  if (!(index >= 0 && index < sceneCount)) return new Response('Not Found', { status: 404 });
  return drawnSvgResponse(request, sceneSvg(index));
}

import { regions, type RegionId } from '@/content/municipalities';
import { serviceAreaDrawing, serviceAreaFile, serviceAreaOf } from '@/features/places/service-area-drawing';
import { drawnSvgResponse } from '@/server/http/cache-control';

export const dynamicParams = false;

const regionIds = Object.keys(regions) as RegionId[];

export function generateStaticParams() {
  return regionIds.map((regionId) => ({ file: serviceAreaFile(regionId) }));
}

export async function GET(request: Request, context: RouteContext<'/images/maps/[file]'>): Promise<Response> {
  const { file } = await context.params;
  const regionId = regionIds.find((id) => serviceAreaFile(id) === file);
  if (!regionId) return new Response('Not Found', { status: 404 });
  return drawnSvgResponse(request, serviceAreaDrawing(serviceAreaOf(regionId)).svg);
}

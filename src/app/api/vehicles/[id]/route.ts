import { findVehicle } from '@/server/queries/vehicles';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, context: RouteContext<'/api/vehicles/[id]'>): Promise<Response> {
  const { id } = await context.params;
  const vehicle = await findVehicle(id);
  if (!vehicle) return Response.json({ error: 'Vehicle not found' }, { status: 404 });
  return Response.json(vehicle, { headers: { 'Cache-Control': 'no-store' } });
}

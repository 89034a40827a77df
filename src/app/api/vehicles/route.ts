import { listVehicles } from '@/server/queries/vehicles';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return Response.json(await listVehicles(), { headers: { 'Cache-Control': 'no-store' } });
}

import { vehicleApiRecord } from '@/lib/vehicle-api';
import { listPublicVehicles } from '@/server/queries/vehicles';

/** Every vehicle with a public page (available, on hold and sold), with its status. */
export async function GET(): Promise<Response> {
  return Response.json((await listPublicVehicles()).map(vehicleApiRecord));
}

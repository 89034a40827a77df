import { answerVehicleDrawing } from '@/features/inventory/server/picture-files';

/** The drawn picture of a vehicle: /images/vehicles/{id}.svg or {id}.png, and fallback.svg. */
export async function GET(
  request: Request,
  context: RouteContext<'/images/vehicles/[file]'>,
): Promise<Response> {
  const { file } = await context.params;
  return answerVehicleDrawing(request, file);
}

import { answerStoredPhoto } from '@/features/inventory/server/picture-files';

/** An uploaded photo in one width: /photos/{photo id}/{width}.webp. Never changes once stored. */
export async function GET(
  _request: Request,
  context: RouteContext<'/photos/[id]/[file]'>,
): Promise<Response> {
  const { id, file } = await context.params;
  return answerStoredPhoto(id, file);
}

import { answerStockPhotoUpload } from '@/features/inventory/server/photo-upload-request';

/** Photos for several carts at once, each named after its cart's stock number. */
export const POST = (request: Request) => answerStockPhotoUpload(request);

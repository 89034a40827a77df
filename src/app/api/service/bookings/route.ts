import { answerServiceBookingPost } from '@/features/service/server/booking-api';
import { jsonOnFailure } from '@/server/http/json-on-failure';

export const POST = jsonOnFailure(async (request: Request) => answerServiceBookingPost(request));

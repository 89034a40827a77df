import { answerBookingPost } from '@/features/rentals/server/booking-api';
import { jsonOnFailure } from '@/server/http/json-on-failure';

export const POST = jsonOnFailure(async (request: Request) => answerBookingPost(request));

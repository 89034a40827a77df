import { answerAvailability } from '@/features/rentals/server/booking-api';
import { jsonOnFailure } from '@/server/http/json-on-failure';

export const GET = jsonOnFailure(async (request: Request) => answerAvailability(new URL(request.url)));

import { answerJobs } from '@/features/service/server/booking-api';
import { jsonOnFailure } from '@/server/http/json-on-failure';

export const GET = jsonOnFailure(async () => answerJobs());

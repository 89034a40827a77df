import { asResponse } from '@/features/leads/server/enquiry-responses';
import { answerTradeInPost } from '@/features/leads/server/trade-in-post';

export const POST = async (request: Request): Promise<Response> =>
  asResponse(await answerTradeInPost(request));

import { answerContactPost } from '@/features/leads/server/contact-post';
import { asResponse } from '@/features/leads/server/enquiry-responses';
import { readLimitedBody } from '@/server/http/request-body';

export const POST = async (request: Request): Promise<Response> =>
  asResponse(await answerContactPost(request.headers, await readLimitedBody(request)));

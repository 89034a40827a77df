import { answerContactPost, readContactBody } from '@/features/leads/server/contact-post';
import { asResponse } from '@/features/leads/server/enquiry-responses';

export const POST = async (request: Request): Promise<Response> =>
  asResponse(await answerContactPost(request.headers, await readContactBody(request)));

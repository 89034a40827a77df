import { answerLeadExport } from '@/features/leads/server/lead-downloads';

export const dynamic = 'force-dynamic';

/** The filtered lead list as CSV (same filters as the inbox). */
export const GET = (request: Request): Promise<Response> => answerLeadExport(new URL(request.url));

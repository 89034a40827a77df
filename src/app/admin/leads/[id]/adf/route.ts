import { answerLeadAdf } from '@/features/leads/server/lead-downloads';

export const dynamic = 'force-dynamic';

/** The lead as an ADF file, for whoever may work it. */
export async function GET(
  _request: Request,
  context: RouteContext<'/admin/leads/[id]/adf'>,
): Promise<Response> {
  const { id } = await context.params;
  return answerLeadAdf(id);
}

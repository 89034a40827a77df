import { sql } from 'kysely';

import { outboxBacklog } from '@/features/leads/server/outbox';
import { database } from '@/server/db/database';

/**
 * For load balancers and monitoring: 200 when the database answers, with the mail outbox's
 * backlog (how many messages wait and how old the oldest is); 503 when it does not.
 */
export async function GET(): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' };
  try {
    const db = await database();
    await sql`select 1`.execute(db);
    const outbox = await outboxBacklog();
    return Response.json({ status: 'ok', database: 'reachable', outbox }, { headers });
  } catch {
    return Response.json({ status: 'unavailable', database: 'unreachable' }, { status: 503, headers });
  }
}

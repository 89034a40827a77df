import type { Metadata } from 'next';

import { ListHeader } from '@/components/admin/list-header';
import { Pagination } from '@/components/admin/pagination';
import { buttonClasses } from '@/components/ui/button-classes';
import { Container } from '@/components/ui/section';
import { env } from '@/env';
import { stockSnapshot } from '@/features/inventory/server/vehicle-queries';
import { LeadFiltersForm } from '@/features/leads/components/inbox/lead-filters-form';
import { LeadTable } from '@/features/leads/components/inbox/lead-table';
import { OutboxStatus } from '@/features/leads/components/inbox/outbox-status';
import { leadQueryString, parseLeadQuery } from '@/features/leads/lead-filters';
import { listLeads } from '@/features/leads/server/lead-queries';
import { outboxBacklog } from '@/features/leads/server/outbox';
import { requireStaff } from '@/features/staff/server/current-staff';

export const metadata: Metadata = { title: { absolute: 'Leads | Staff area' } };

export default async function LeadsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff();
  const query = parseLeadQuery(await searchParams);
  const [{ leads, total, pages }, stock, backlog] = await Promise.all([
    listLeads(query, query.page),
    stockSnapshot(),
    outboxBacklog(),
  ]);
  const vehicleNames = new Map([...stock.byId].map(([id, vehicle]) => [id, vehicle.name]));
  const page = Math.min(query.page, pages);
  return (
    <Container className="py-10">
      <ListHeader title="Leads" summary={`${total} ${total === 1 ? 'lead' : 'leads'}, newest first`}>
        <a
          href={`/admin/export${leadQueryString({ ...query, page: 1 })}`}
          className={buttonClasses('secondary', 'sm')}
          download
        >
          Export CSV
        </a>
      </ListHeader>
      <OutboxStatus backlog={backlog} mailConfigured={Boolean(env().SMTP_URL)} />
      <LeadFiltersForm query={query} />
      <LeadTable leads={leads} vehicleNames={vehicleNames} />
      <Pagination
        page={page}
        pages={pages}
        hrefFor={(target) => `/admin${leadQueryString({ ...query, page: target })}`}
        previousLabel="← Newer"
        nextLabel="Older →"
      />
    </Container>
  );
}

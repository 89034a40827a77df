import type { Metadata } from 'next';

import { ListHeader } from '@/components/admin/list-header';
import { Notice } from '@/components/admin/notice';
import { Pagination } from '@/components/admin/pagination';
import { buttonClasses } from '@/components/ui/button-classes';
import { Container } from '@/components/ui/section';
import { stockSnapshot } from '@/features/inventory/server/vehicle-queries';
import { LeadFiltersForm } from '@/features/leads/components/inbox/lead-filters-form';
import { LeadOwnerTabs } from '@/features/leads/components/inbox/lead-owner-tabs';
import { LeadTable } from '@/features/leads/components/inbox/lead-table';
import { OutboxStatus } from '@/features/leads/components/inbox/outbox-status';
import { leadQueryString, parseLeadQuery } from '@/features/leads/lead-filters';
import { deskSettings } from '@/features/leads/server/desk-settings';
import { inboxFilters, listLeads } from '@/features/leads/server/lead-queries';
import { outboxBacklog } from '@/features/leads/server/outbox';
import { may } from '@/features/staff/access';
import { requireStaff } from '@/features/staff/server/current-staff';
import { listStaff } from '@/features/staff/server/staff-directory';
import { staffNamesById } from '@/features/staff/staff-roles';
import { normaliseLeadReference } from '@/lib/lead-reference';
import { mailConfigured } from '@/server/mail/transport';

export const metadata: Metadata = { title: { absolute: 'Leads | Staff area' } };

export default async function LeadsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const me = await requireStaff();
  const query = parseLeadQuery(await searchParams);
  const [{ leads, total, pages, asOf }, stock, backlog, staff, desk] = await Promise.all([
    listLeads(inboxFilters(query, me), query.page),
    stockSnapshot(),
    outboxBacklog(),
    listStaff(),
    deskSettings(),
  ]);
  const vehicleNames = new Map([...stock.byId].map(([id, vehicle]) => [id, vehicle.name]));
  const ownerNames = staffNamesById(staff);
  const page = Math.min(query.page, pages);
  const { spam } = await searchParams;
  const markedSpam = typeof spam === 'string' ? normaliseLeadReference(spam) : undefined;
  return (
    <Container className="py-10">
      <ListHeader title="Leads" summary={`${total} ${total === 1 ? 'lead' : 'leads'}, newest first`}>
        {may(me, 'leads.export') && (
          <a
            href={`/admin/export${leadQueryString({ ...query, page: 1 })}`}
            className={buttonClasses('secondary', 'sm')}
            download
          >
            Export CSV
          </a>
        )}
      </ListHeader>
      {markedSpam && (
        <Notice>
          Lead {markedSpam} is marked as spam: nobody owns it, so it has gone to the managers to look over.
        </Notice>
      )}
      <OutboxStatus backlog={backlog} mailConfigured={mailConfigured()} />
      <LeadOwnerTabs query={query} everyLead={may(me, 'leads.every')} />
      <LeadFiltersForm query={query} />
      <LeadTable
        leads={leads}
        vehicleNames={vehicleNames}
        ownerNames={ownerNames}
        asOf={asOf}
        promiseMinutes={desk.promiseMinutes}
      />
      <Pagination
        page={page}
        pages={pages}
        hrefFor={(target) => `/admin/leads${leadQueryString({ ...query, page: target })}`}
        previousLabel="← Newer"
        nextLabel="Older →"
      />
    </Container>
  );
}

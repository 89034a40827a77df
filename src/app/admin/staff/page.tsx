import type { Metadata } from 'next';

import { ListHeader } from '@/components/admin/list-header';
import { Container } from '@/components/ui/section';
import { LeadRoutingCard } from '@/features/leads/components/desk/lead-routing-card';
import { deskSettings } from '@/features/leads/server/desk-settings';
import { openLeadCounts } from '@/features/leads/server/lead-queries';
import { AddPersonCard, SignInSecurityCard } from '@/features/staff/components/staff-cards';
import { StaffPageNotices } from '@/features/staff/components/staff-page-notices';
import { StaffTable } from '@/features/staff/components/staff-table';
import { requireStaff } from '@/features/staff/server/current-staff';
import { listStaff } from '@/features/staff/server/staff-directory';
import { twoFactorRequirement } from '@/features/staff/server/two-factor';

export const metadata: Metadata = { title: { absolute: 'Staff | Staff area' } };

/** A manager's page: the accounts, adding a person, lead routing and sign-in security. */
export default async function StaffPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff('staff.manage');
  const [staff, counts, settings, requirement, query] = await Promise.all([
    listStaff(),
    openLeadCounts(),
    deskSettings(),
    twoFactorRequirement(),
    searchParams,
  ]);
  const activeCount = staff.filter((member) => !member.disabledAt).length;
  return (
    <Container className="py-8 sm:py-10">
      <ListHeader
        title="Staff"
        summary={`${activeCount} active ${activeCount === 1 ? 'account' : 'accounts'}`}
      />
      <StaffPageNotices
        query={query}
        staff={staff}
        openLeads={counts}
        twoFactorRequired={requirement.required}
      />
      <StaffTable staff={staff} openLeads={counts} />
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
        <AddPersonCard />
        <LeadRoutingCard settings={settings} />
        <SignInSecurityCard staff={staff} requirement={requirement} />
      </div>
    </Container>
  );
}

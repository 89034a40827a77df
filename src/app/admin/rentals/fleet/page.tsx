import type { Metadata } from 'next';

import { Notice } from '@/components/admin/notice';
import { PanelCard } from '@/components/ui/card';
import { cartTypeIds, rentalLocationIds } from '@/content/rental-plans';
import { AddCartForm, TurnaroundForm } from '@/features/rentals/components/desk/fleet-forms';
import { FleetList } from '@/features/rentals/components/desk/fleet-list';
import { RentalsSubpage } from '@/features/rentals/components/desk/rentals-subpage';
import { cartTypeShort, showroomName } from '@/features/rentals/desk-words';
import { listFleet } from '@/features/rentals/server/fleet';
import { rentalSettings } from '@/features/rentals/server/rental-settings';
import { dealerToday } from '@/features/requests/request-dates';
import { may } from '@/features/staff/access';
import { requireStaff } from '@/features/staff/server/current-staff';

export const metadata: Metadata = { title: { absolute: 'Rental fleet | Staff area' } };

const doneMessages: Record<string, string> = {
  added: 'Cart added.',
  saved: 'Cart saved.',
  workshop: 'Workshop days added: the cart cannot be booked on them.',
  'workshop-removed': 'Workshop days removed: the cart can be booked on them again.',
  retired: 'Cart retired: it is offered for no booking.',
  active: 'Cart back in service.',
  turnaround: 'Turnaround saved.',
};

/** The rental fleet: every cart, its workshop days, retiring it, and the turnaround setting. */
export default async function RentalFleetPage({ searchParams }: PageProps<'/admin/rentals/fleet'>) {
  const staff = await requireStaff('rentals.desk');
  const [carts, settings, query] = await Promise.all([listFleet(), rentalSettings(), searchParams]);
  const done = typeof query.done === 'string' ? doneMessages[query.done] : undefined;
  const moved =
    typeof query.moved === 'string' ? `Booking ${query.moved} moved: now add the change again.` : undefined;
  const choices = {
    types: cartTypeIds.map((id) => ({ id, label: cartTypeShort[id] })),
    locations: rentalLocationIds.map((id) => ({ id, label: showroomName(id) })),
  };
  const active = carts.filter((cart) => cart.status === 'active').length;
  return (
    <RentalsSubpage>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">The fleet</h1>
      <p className="mt-1 text-muted">
        {active} carts in service, {carts.length - active} retired.
      </p>
      {(done ?? moved) && <Notice>{done ?? moved}</Notice>}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <PanelCard title="Turnaround">
          {may(staff, 'rentals.settings') ? (
            <div className="mt-3">
              <TurnaroundForm hours={settings.turnaroundHours} version={settings.version} />
            </div>
          ) : (
            <p className="mt-2">
              {settings.turnaroundHours} {settings.turnaroundHours === 1 ? 'hour' : 'hours'} between a return
              and the next pickup of the same cart. A manager sets it.
            </p>
          )}
        </PanelCard>
        <PanelCard title="Add a cart">
          <div className="mt-3">
            <AddCartForm choices={choices} />
          </div>
        </PanelCard>
      </div>
      <h2 className="mt-10 text-xl font-bold">Carts</h2>
      <FleetList carts={carts} choices={choices} today={dealerToday()} />
    </RentalsSubpage>
  );
}

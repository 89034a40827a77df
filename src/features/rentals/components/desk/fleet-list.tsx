import { Card } from '@/components/ui/card';
import { FoldMark } from '@/components/ui/fold';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatRequestDate } from '@/features/requests/request-dates';

import { cartTypeShort, showroomName } from '../../desk-words';
import type { FleetCart } from '../../server/fleet';
import {
  CartEditForm,
  CartStatusForm,
  MaintenanceForm,
  RemoveMaintenanceForm,
  type CartFormChoices,
} from './fleet-forms';

/** The fleet, a card a cart: what it is, its workshop days, and (folded) the forms that change it. */
export function FleetList({
  carts,
  choices,
  today,
}: {
  carts: readonly FleetCart[];
  choices: CartFormChoices;
  today: string;
}) {
  if (carts.length === 0)
    return (
      <p className="mt-6 rounded-card border border-dashed border-line bg-white p-10 text-center text-muted">
        No carts yet: add the first above.
      </p>
    );
  return (
    <ul className="mt-4 grid gap-4 lg:grid-cols-2" data-testid="fleet-list">
      {carts.map((cart) => (
        <li key={cart.id} id={`cart-${cart.id}`} data-cart={cart.fleetNumber}>
          <Card className="p-5">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 className="text-lg font-bold">{cart.fleetNumber}</h3>
              <span className="text-muted">
                {cartTypeShort[cart.type]} · {showroomName(cart.locationId)}
              </span>
              <span className="ml-auto">
                {cart.status === 'retired' ? (
                  <StatusBadge tone="bg-surface text-ink ring-1 ring-line">Retired</StatusBadge>
                ) : cart.maintenance.some((entry) => entry.startsOn <= today) ? (
                  <StatusBadge tone="bg-red-100 text-danger">In the workshop</StatusBadge>
                ) : (
                  <StatusBadge tone="bg-brand-100 text-brand-900">Active</StatusBadge>
                )}
              </span>
            </div>
            <p className="mt-1 text-sm text-muted">
              {cart.upcoming === 0
                ? 'No bookings ahead.'
                : `${cart.upcoming} ${cart.upcoming === 1 ? 'booking' : 'bookings'} ahead.`}
              {cart.notes ? ` ${cart.notes}` : ''}
            </p>
            {cart.maintenance.length > 0 && (
              <ul className="mt-3 space-y-1" aria-label={`${cart.fleetNumber} workshop days`}>
                {cart.maintenance.map((entry) => {
                  const label = `workshop days ${formatRequestDate(entry.startsOn)} to ${formatRequestDate(entry.endsOn)}`;
                  return (
                    <li
                      key={entry.id}
                      className="flex flex-wrap items-center gap-2 rounded-xl bg-red-50 px-3 py-1 text-sm"
                    >
                      <span>
                        Workshop {formatRequestDate(entry.startsOn)} to {formatRequestDate(entry.endsOn)}:{' '}
                        {entry.reason}
                      </span>
                      <span className="ml-auto">
                        <RemoveMaintenanceForm
                          cartId={cart.id}
                          version={cart.version}
                          entryId={entry.id}
                          label={label}
                        />
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
            <details className="group mt-3">
              <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-brand-800 [&::-webkit-details-marker]:hidden">
                Change {cart.fleetNumber}
                <FoldMark />
              </summary>
              <div className="mt-3 space-y-6">
                {cart.status === 'active' && (
                  <section aria-labelledby={`workshop-${cart.id}`}>
                    <h4 id={`workshop-${cart.id}`} className="font-bold">
                      Workshop days
                    </h4>
                    <div className="mt-2">
                      <MaintenanceForm cartId={cart.id} version={cart.version} today={today} />
                    </div>
                  </section>
                )}
                <section aria-labelledby={`edit-${cart.id}`}>
                  <h4 id={`edit-${cart.id}`} className="font-bold">
                    The cart
                  </h4>
                  <div className="mt-2">
                    <CartEditForm
                      cart={{
                        id: cart.id,
                        version: cart.version,
                        fleetNumber: cart.fleetNumber,
                        type: cart.type,
                        location: cart.locationId,
                        notes: cart.notes,
                      }}
                      choices={choices}
                    />
                  </div>
                </section>
                <CartStatusForm
                  cartId={cart.id}
                  version={cart.version}
                  status={cart.status}
                  fleetNumber={cart.fleetNumber}
                />
              </div>
            </details>
          </Card>
        </li>
      ))}
    </ul>
  );
}

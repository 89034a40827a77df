import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import type { FinanceSettings } from '@/content/finance';
import { effectivePrice, type Vehicle } from '@/features/inventory/vehicle';
import { tradeInHref } from '@/lib/request-links';

import { defaultPaymentInputs } from '../payment-estimate';
import { PaymentEstimator } from './payment-estimator';

/** A listed cart's buying tools: the monthly payment estimate and a trade-in request. */
/** The section's heading: where a monthly figure elsewhere on the page links to. */
export const buyingToolsHeadingId = 'buying-tools-heading';

export function VehicleBuyingTools({
  vehicle,
  settings,
}: {
  vehicle: Pick<Vehicle, 'id' | 'name' | 'price' | 'salePrice'>;
  settings: FinanceSettings;
}) {
  return (
    <section aria-labelledby={buyingToolsHeadingId} className="scroll-mt-6 pt-10">
      <h2 id={buyingToolsHeadingId} className="text-3xl font-extrabold tracking-tight">
        Payments and trade-in
      </h2>
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <Card className="p-6 sm:p-8">
          <h3 className="flex items-center gap-2 text-xl font-bold">
            <Icon name="percent" className="size-5 text-brand-700" />
            Estimate your monthly payment
          </h3>
          <div className="mt-5">
            <PaymentEstimator
              vehicleId={vehicle.id}
              start={defaultPaymentInputs(effectivePrice(vehicle), settings)}
            />
          </div>
        </Card>
        <Card className="flex flex-col p-6 sm:p-8">
          <h3 className="flex items-center gap-2 text-xl font-bold">
            <Icon name="rotate-cw" className="size-5 text-brand-700" />
            Have a cart to trade in?
          </h3>
          <p className="mt-3 text-muted">
            Tell us its brand, model, year, battery and condition, add a few photos, and we reply with what it
            is worth toward the {vehicle.name}.
          </p>
          <ButtonLink href={tradeInHref(vehicle.id)} variant="secondary" className="mt-6 self-start">
            Value My Trade-in
          </ButtonLink>
        </Card>
      </div>
    </section>
  );
}

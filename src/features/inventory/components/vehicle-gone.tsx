import { ButtonLink } from '@/components/ui/button';
import { SalesEnquiryButton } from '@/components/ui/sales-enquiry-button';
import { Container } from '@/components/ui/section';

import type { Vehicle } from '../vehicle';
import { SimilarVehicles } from './similar-vehicles';

/** An archived vehicle: the proxy has set 410 Gone (src/proxy.ts); offer what is in stock instead. */
export function VehicleGone({ vehicle, similar }: { vehicle: Vehicle; similar: readonly Vehicle[] }) {
  return (
    <Container className="py-16 sm:py-20">
      <div className="text-center">
        <h1 className="text-4xl font-extrabold tracking-tight">{vehicle.name} is no longer listed</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
          This cart has left our inventory. The carts below are available today, or tell us what you are
          looking for and we will find it.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/inventory" size="lg">
            Back to Inventory
          </ButtonLink>
          <SalesEnquiryButton vehicleId={vehicle.id} topic="notify" variant="secondary" size="lg">
            Notify me of similar carts
          </SalesEnquiryButton>
        </div>
      </div>
      <SimilarVehicles vehicles={similar} title="Similar carts available now" />
    </Container>
  );
}

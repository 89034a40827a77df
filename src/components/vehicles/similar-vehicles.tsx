import { VehicleCard } from '@/components/vehicles/vehicle-card';
import type { Vehicle } from '@/lib/vehicle';

/** Carts to consider instead, on the page of one that is sold or no longer listed. */
export function SimilarVehicles({ vehicles, title }: { vehicles: readonly Vehicle[]; title: string }) {
  if (vehicles.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="py-10">
      <h2 id="similar-heading" className="text-3xl font-extrabold tracking-tight">
        {title}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {vehicles.map((vehicle) => (
          <li key={vehicle.id}>
            <VehicleCard vehicle={vehicle} />
          </li>
        ))}
      </ul>
    </section>
  );
}

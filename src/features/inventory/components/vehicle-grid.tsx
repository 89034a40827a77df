import type { ReactNode } from 'react';

import type { Vehicle } from '../vehicle';
import { VehicleCard } from './vehicle-card';

/**
 * The catalogue's grid of carts: one column on a phone, two on a tablet, three on a desktop.
 * Each cart is a VehicleCard unless the page draws its own (a brand's lineup draws LineupCard).
 */
export function VehicleGrid({
  vehicles,
  card = (vehicle) => <VehicleCard vehicle={vehicle} />,
  className = '',
}: {
  vehicles: readonly Vehicle[];
  card?: (vehicle: Vehicle, position: number) => ReactNode;
  className?: string;
}) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${className}`.trim()}>
      {vehicles.map((vehicle, position) => (
        <li key={vehicle.id} data-vehicle-id={vehicle.id}>
          {card(vehicle, position)}
        </li>
      ))}
    </ul>
  );
}

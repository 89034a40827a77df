/** The app's own vehicle type: the shape GET /api/vehicles returns and every page renders. */

export interface VehicleSpecifications {
  seatingCapacity?: number;
  range?: string;
  topSpeed?: string;
  batteryType?: string;
  driveType?: string;
  chargingTime?: string;
  payload?: string;
  [key: string]: string | number | undefined;
}

export type VehicleCondition = 'new' | 'used' | 'custom';

export interface Vehicle {
  id: string;
  name: string;
  description: string;
  brand: string;
  category: string;
  price: number;
  images: string[];
  inStock: boolean;
  isNew: boolean;
  features: string[];
  specifications: VehicleSpecifications;
  condition: VehicleCondition;
  year: number | null;
  model: string;
  featured: boolean;
}

export type VehicleBadge = 'NEW' | 'In Stock' | 'Out of Stock';

/** Status badge: NEW if new, otherwise whether it is in stock (spec section 4). */
export function vehicleBadge(vehicle: Pick<Vehicle, 'isNew' | 'inStock'>): VehicleBadge {
  if (vehicle.isNew) return 'NEW';
  return vehicle.inStock ? 'In Stock' : 'Out of Stock';
}

export const fallbackVehicleImage = '/images/vehicles/fallback.svg';

export function vehicleImage(vehicle: Pick<Vehicle, 'images'>): string {
  return vehicle.images[0] ?? fallbackVehicleImage;
}

/** Human labels for specification keys, in the order the Specifications card lists them. */
export const specificationLabels: Record<string, string> = {
  seatingCapacity: 'Seating capacity',
  range: 'Range',
  topSpeed: 'Top speed',
  driveType: 'Drive',
  batteryType: 'Battery type',
  chargingTime: 'Charging time',
  payload: 'Payload',
};

export function specificationLabel(key: string): string {
  return (
    specificationLabels[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
  );
}

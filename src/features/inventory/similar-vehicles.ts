/**
 * Vehicles to offer instead of one that is sold or no longer listed: available carts of the same
 * series, brand and size first, then the nearest in price.
 */
import { effectivePrice, type Vehicle } from './vehicle';

function closeness(target: Vehicle, candidate: Vehicle): number {
  let score = 0;
  if (candidate.category.toLowerCase() === target.category.toLowerCase()) score += 4;
  if (candidate.brand.toLowerCase() === target.brand.toLowerCase()) score += 2;
  if (target.seats !== null && candidate.seats === target.seats) score += 2;
  if (candidate.condition === target.condition) score += 1;
  return score;
}

export function similarVehicles(target: Vehicle, vehicles: readonly Vehicle[], limit = 3): Vehicle[] {
  const price = effectivePrice(target);
  return vehicles
    .filter((vehicle) => vehicle.id !== target.id && vehicle.status === 'available')
    .map((vehicle) => ({
      vehicle,
      score: closeness(target, vehicle),
      distance: Math.abs(effectivePrice(vehicle) - price),
    }))
    .sort((a, b) => b.score - a.score || a.distance - b.distance || a.vehicle.id.localeCompare(b.vehicle.id))
    .slice(0, limit)
    .map(({ vehicle }) => vehicle);
}

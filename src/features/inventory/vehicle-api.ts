/** A vehicle as the JSON API returns it: the spec's fields (section 3) plus the lifecycle and facts. */
import { specificationsObject, vehiclePath, type Vehicle } from './vehicle';
import { imageList } from './vehicle-images';

export function vehicleApiRecord(vehicle: Vehicle) {
  return {
    id: vehicle.id,
    name: vehicle.name,
    description: vehicle.description,
    brand: vehicle.brand,
    category: vehicle.category,
    price: vehicle.price,
    salePrice: vehicle.salePrice,
    images: imageList(vehicle),
    inStock: vehicle.status === 'available',
    isNew: vehicle.condition === 'new',
    status: vehicle.status,
    features: vehicle.features,
    specifications: specificationsObject(vehicle),
    condition: vehicle.condition,
    year: vehicle.year,
    model: vehicle.model,
    featured: vehicle.featured,
    seats: vehicle.seats,
    rangeMiles: vehicle.rangeMiles,
    topSpeedMph: vehicle.topSpeedMph,
    drive: vehicle.drive,
    batteryType: vehicle.batteryType,
    batteryCapacity: vehicle.batteryCapacity,
    streetLegal: vehicle.streetLegal,
    lifted: vehicle.lifted,
    colour: vehicle.colour,
    stockNumber: vehicle.stockNumber,
    vin: vehicle.vin,
    mileage: vehicle.mileage,
    hours: vehicle.hours,
    photos: vehicle.photos,
    url: vehiclePath(vehicle),
  };
}

export type VehicleApiRecord = ReturnType<typeof vehicleApiRecord>;

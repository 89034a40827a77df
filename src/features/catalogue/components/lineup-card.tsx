import { ButtonLink } from '@/components/ui/button';
import { VehiclePrice } from '@/components/ui/price';
import { SalesEnquiryButton } from '@/components/ui/sales-enquiry-button';
import { VehiclePicture } from '@/features/inventory/components/vehicle-picture';
import { unknownFigure } from '@/features/inventory/components/vehicle-specs';
import { vehiclePath, type Vehicle } from '@/features/inventory/vehicle';

/** A lineup model with the brand page's spec block: seats, range, top speed, drive. */
export function LineupCard({ vehicle }: { vehicle: Vehicle }) {
  const specs = [
    ['Seats', vehicle.seats === null ? unknownFigure : String(vehicle.seats)],
    ['Range', vehicle.rangeMiles === null ? unknownFigure : `${vehicle.rangeMiles} mi`],
    ['Top speed', vehicle.topSpeedMph === null ? unknownFigure : `${vehicle.topSpeedMph} mph`],
    ['Drive', vehicle.drive ?? unknownFigure],
  ] as const;
  return (
    <article className="media-card" data-testid="lineup-card">
      <VehiclePicture
        vehicle={vehicle}
        alt={`${vehicle.name} electric cart`}
        preferredWidth={480}
        className="card-image"
      />
      <div className="card-body">
        <p className="card-eyebrow">{vehicle.category} series</p>
        <h3 className="mt-1 text-xl font-extrabold">{vehicle.model.toUpperCase()}</h3>
        <p className="mt-1 text-2xl font-extrabold">
          <VehiclePrice vehicle={vehicle} />
        </p>
        <dl className="spec-tiles mt-4">
          {specs.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          {/* Each name starts with the words on its button (WCAG 2.5.3), so "click Get Quote" works by voice. */}
          <ButtonLink
            href={vehiclePath(vehicle)}
            size="sm"
            aria-label={`View Details of the ${vehicle.name}`}
          >
            View Details
          </ButtonLink>
          <SalesEnquiryButton
            vehicleId={vehicle.id}
            topic="quote"
            variant="secondary"
            size="sm"
            aria-label={`Get Quote for the ${vehicle.name}`}
          >
            Get Quote
          </SalesEnquiryButton>
        </div>
      </div>
    </article>
  );
}

import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';

import { specificationRows, type Vehicle } from '../vehicle';

/** Placeholder-free wording for a figure the catalogue does not give (docs/decisions/0007-vehicle-pages-and-images.md). */
export const unknownFigure = 'Ask us';

/** The template's four spec cards: seating, range, top speed, drive. */
export function SpecCards({ vehicle }: { vehicle: Vehicle }) {
  const cards = [
    {
      label: 'Seating capacity',
      value: vehicle.seats !== null ? `${vehicle.seats} passengers` : unknownFigure,
      icon: 'users',
    },
    {
      label: 'Driving range',
      value: vehicle.rangeMiles !== null ? `${vehicle.rangeMiles} miles` : unknownFigure,
      icon: 'route',
    },
    {
      label: 'Top speed',
      value: vehicle.topSpeedMph !== null ? `${vehicle.topSpeedMph} mph` : unknownFigure,
      icon: 'gauge',
    },
    { label: 'Drive system', value: vehicle.drive ?? unknownFigure, icon: 'settings-2' },
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map(({ label, value, icon }) => (
        <Card key={label} className="p-5">
          <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
            <Icon name={icon} className="size-5 text-brand-700" />
            {label}
          </dt>
          <dd className="mt-2 text-xl font-extrabold sm:text-2xl">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}

/** Every specification key and value, with the motor type the template always states. */
export function SpecificationsCard({ vehicle, showMotor }: { vehicle: Vehicle; showMotor: boolean }) {
  const rows = specificationRows(vehicle);
  if (showMotor) rows.unshift(['Motor type', 'Electric motor']);
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-xl font-bold">
        <Icon name="battery" className="size-5 text-brand-700" /> Specifications
      </h2>
      {rows.length > 0 ? (
        <table className="mt-4 w-full text-left">
          <caption className="sr-only">Specifications of {vehicle.name}</caption>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={`${label}:${value}`} className="border-b border-line last:border-0">
                <th scope="row" className="py-3 pr-4 font-medium text-muted">
                  {label}
                </th>
                <td className="py-3 font-semibold">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-4 text-muted">Call us for the full specifications of this vehicle.</p>
      )}
    </Card>
  );
}

export function FeaturesCard({ vehicle, title }: { vehicle: Vehicle; title: string }) {
  return (
    <Card className="p-6">
      <h2 className="text-xl font-bold">{title}</h2>
      {vehicle.features.length > 0 ? (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {vehicle.features.map((feature, index) => (
            <li key={`${index}:${feature}`} className="flex gap-3 rounded-xl bg-surface p-3">
              <span aria-hidden="true" className="mt-1 size-2.5 shrink-0 rounded-full bg-brand-600" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-muted">Ask our sales team about the equipment on this vehicle.</p>
      )}
    </Card>
  );
}

import Link from 'next/link';

import { VehiclePrice } from '@/components/ui/price';
import { Section } from '@/components/ui/section';
import type { Municipality } from '@/content/municipalities';
import { VehiclePicture } from '@/features/inventory/components/vehicle-picture';
import { vehiclePath, type Vehicle } from '@/features/inventory/vehicle';

import type { ModelMix } from '../town-featured-models';

const mixLead: Record<ModelMix, (town: string) => string> = {
  street: (town) =>
    `Street-friendly 4 and 6 seaters with the range for a full day around ${town}: the water, the shops, the clubhouse and the neighbours.`,
  property: (town) =>
    `A mix for ${town}: family 4 and 6 seaters for getting around, a lifted cart for rough ground and a utility vehicle for property work.`,
};

/** A few carts in stock that suit the town, each linking to its page. */
export function TownFeaturedModels({
  town,
  mix,
  models,
}: {
  town: Municipality;
  mix: ModelMix;
  models: readonly Vehicle[];
}) {
  return (
    <Section
      id="town-models"
      eyebrow="Featured models"
      title={`Popular carts in ${town.name}`}
      lead={mixLead[mix](town.name)}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {models.map((model) => (
          <li key={model.id} className="group relative flex flex-col overflow-hidden card">
            {/* Decorative: the model's name is the heading right below the picture. */}
            <VehiclePicture
              vehicle={{ ...model, photos: model.photos.map((photo) => ({ ...photo, alt: '' })) }}
              alt=""
              preferredWidth={480}
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
              className="card-image"
            />
            <div className="card-body">
              <p className="card-eyebrow">{model.category}</p>
              <h3 className="card-title">
                {/* The link covers the whole card; its name is the model's. */}
                <Link
                  href={vehiclePath(model)}
                  className="after:absolute after:inset-0 group-hover:text-brand-800 group-hover:underline"
                >
                  {model.name}
                </Link>
              </h3>
              <p className="mt-2 text-2xl font-extrabold">
                <VehiclePrice vehicle={model} />
              </p>
              <p className="mt-1 text-sm text-muted">
                {[
                  model.seats !== null && `${model.seats} seats`,
                  model.rangeMiles !== null && `${model.rangeMiles} mi range`,
                  model.topSpeedMph !== null && `${model.topSpeedMph} mph`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link href="/inventory" className="link-prose">
          See every model in the inventory
        </Link>
      </p>
    </Section>
  );
}

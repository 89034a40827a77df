import { ButtonLink } from '@/components/ui/button';
import type { CatalogueModel } from '@/content/catalogue';
import { enquiryHref } from '@/lib/enquiry-link';
import { formatPrice } from '@/lib/format-price';
import { catalogueImagePath } from '@/lib/vehicle-images';
import { unknownFigure } from '@/components/vehicles/vehicle-specs';

/** A lineup model with the brand page's spec block: seats, range, top speed, drive. */
export function LineupCard({ model }: { model: CatalogueModel }) {
  const specs = [
    ['Seats', String(model.seats)],
    ['Range', `${model.rangeMiles} mi`],
    ['Top speed', `${model.topSpeedMph} mph`],
    ['Drive', model.drive ?? unknownFigure],
  ] as const;
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card"
      data-testid="lineup-card"
    >
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={catalogueImagePath(model.slug)}
        alt={`${model.name} electric cart`}
        width={640}
        height={400}
        loading="lazy"
        className="aspect-[8/5] w-full bg-surface object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-bold tracking-widest text-brand-700 uppercase">
          {model.seriesName} series
        </p>
        <h3 className="mt-1 text-xl font-extrabold">{model.model.toUpperCase()}</h3>
        <p className="mt-1 text-2xl font-extrabold">{formatPrice(model.price)}</p>
        <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
          {specs.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-surface p-3 ring-1 ring-line">
              <dt className="text-muted">{label}</dt>
              <dd className="font-bold">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          <ButtonLink href={`/vehicles/${model.slug}`} size="sm" aria-label={`View details of ${model.name}`}>
            View Details
          </ButtonLink>
          <ButtonLink
            href={enquiryHref({ interest: 'sales', vehicleId: model.slug, topic: 'quote' })}
            variant="secondary"
            size="sm"
            aria-label={`Get a quote for ${model.name}`}
          >
            Get Quote
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

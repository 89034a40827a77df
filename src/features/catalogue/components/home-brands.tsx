import Link from 'next/link';

import { Section } from '@/components/ui/section';
import { brands, series } from '@/content/brands';
import { dealer } from '@/content/dealer';
import { batteryTypeLabels, type Vehicle } from '@/features/inventory/vehicle';

import { vehiclesInSeries, vehiclesOfBrand } from '../series-summary';

/** The home page's brands: a card each, with the series in stock and their batteries. */
export function HomeBrands({ listed }: { listed: readonly Vehicle[] }) {
  return (
    <Section id="brands" tone="surface" eyebrow="Brands" title="Two brands, a model for every driveway">
      <ul className="grid gap-6 md:grid-cols-2">
        {Object.values(brands).map((brand) => {
          const brandSeries = series.filter(
            (item) =>
              item.onBrandPage && item.brand === brand.id && vehiclesInSeries(item, listed).length > 0,
          );
          const batteries = [
            ...new Set(vehiclesOfBrand(brand.id, listed).flatMap((vehicle) => vehicle.batteryType ?? [])),
          ].map((type) => batteryTypeLabels[type]);
          return (
            <li key={brand.id}>
              <Link
                href={`/${brand.id}`}
                className="group block h-full rounded-card bg-brand-900 p-8 text-white shadow-card transition-colors hover:bg-brand-800"
              >
                <h3 className="text-3xl font-extrabold tracking-tight">{brand.display}</h3>
                <p className="mt-2 text-white/85">
                  {brandSeries.length} series: {brandSeries.map((item) => item.name).join(', ')}.
                  {batteries.length > 0 && ` ${batteries.join(' and ')} batteries.`}
                </p>
                <span className="mt-6 inline-block font-semibold text-accent-300 group-hover:underline">
                  Explore {brand.name} →
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="mt-6 text-muted">We also carry and service {dealer.otherBrands.join(', ')}.</p>
    </Section>
  );
}

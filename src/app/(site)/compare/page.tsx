import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

import { Container } from '@/components/ui/section';
import {
  compareHref,
  compareRows,
  maxCompared,
  parseCompareQuery,
  idsInAddress,
} from '@/features/inventory/compare';
import { AddVehicleForm } from '@/features/inventory/components/compare/add-vehicle-form';
import { CompareEmpty } from '@/features/inventory/components/compare/compare-empty';
import { CompareNotices } from '@/features/inventory/components/compare/compare-notices';
import { CompareTable, listOfNames } from '@/features/inventory/components/compare/compare-table';
import { CompareToolbar } from '@/features/inventory/components/compare/compare-toolbar';
import { ShareComparison } from '@/features/inventory/components/compare/share-comparison';
import { comparisonChoices, loadComparison } from '@/features/inventory/server/compare-query';
import { Breadcrumbs } from '@/features/seo/components/breadcrumbs';
import { metadataFor } from '@/features/seo/server/site-metadata';

// Rendered on request from the query (`ids=a,b,c`, `diff=1`): a comparison is an address anyone
// can share, with nothing kept about the visitor. Not in the sitemap; noindex with a query.

export async function generateMetadata({ searchParams }: PageProps<'/compare'>): Promise<Metadata> {
  const query = parseCompareQuery(await searchParams);
  const { vehicles } = await loadComparison(query.ids);
  const names = vehicles.map((vehicle) => vehicle.name);
  return metadataFor({
    title: names.length > 0 ? `Compare ${names.join(' vs ')}` : 'Compare Golf Carts Side by Side',
    description:
      names.length > 0
        ? `${listOfNames(names)} side by side: price, seats, range, top speed, battery, drive, street-legal and every specification, with the differences highlighted.`
        : `Compare up to ${maxCompared} electric golf carts side by side: price, seats, range, top speed, battery, drive, street-legal and every specification, with the differences highlighted.`,
    path: compareHref(vehicles.map((vehicle) => vehicle.id)),
    noIndex: query.hasQuery,
  });
}

export default async function ComparePage({ searchParams }: PageProps<'/compare'>) {
  const query = parseCompareQuery(await searchParams);
  // The add-a-cart form sends `add`: answer with the comparison's own, shareable address, of the
  // ids asked for in order, at most a page's worth (never every id a query listed).
  if (query.adding) redirect(compareHref(query.ids.slice(0, idsInAddress), { diff: query.diff }));
  const { vehicles, unknown, leftOut } = await loadComparison(query.ids);
  const ids = vehicles.map((vehicle) => vehicle.id);
  const diffOnly = query.diff && vehicles.length > 1;
  const choices = await comparisonChoices(vehicles);
  const canAdd = vehicles.length < maxCompared && choices.length > 0;
  return (
    <>
      <section className="bg-brand-900 text-white">
        <Container className="py-6 sm:py-8">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            Compare Golf Carts Side by Side
          </h1>
          <p className="mt-2 max-w-2xl text-white/85">
            Price, seats, range, top speed, battery and every specification of up to {maxCompared} carts, with
            the differences highlighted.
          </p>
        </Container>
      </section>
      <Container className="py-6 sm:py-10">
        <Breadcrumbs
          trail={[
            { name: 'Inventory', path: '/inventory' },
            { name: 'Compare', path: '/compare' },
          ]}
        />
        <CompareNotices unknown={unknown} leftOut={leftOut} comparedCount={vehicles.length} />
        <div id="comparison" data-lands-on="comparing" className="mt-6">
          {vehicles.length > 0 ? (
            <>
              <CompareToolbar ids={ids} names={vehicles.map((vehicle) => vehicle.name)} diffOnly={diffOnly} />
              <CompareTable vehicles={vehicles} rows={compareRows(vehicles)} diffOnly={diffOnly} />
            </>
          ) : (
            <CompareEmpty />
          )}
        </div>
        <div
          className={`mt-8 grid grid-cols-1 gap-6 ${canAdd && vehicles.length > 0 ? 'lg:grid-cols-2' : ''}`}
        >
          {canAdd && <AddVehicleForm ids={ids} diffOnly={diffOnly} choices={choices} />}
          {vehicles.length > 0 && <ShareComparison ids={ids} />}
        </div>
      </Container>
    </>
  );
}

import Link from 'next/link';

import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import type { DealerLocation } from '@/content/dealer';
import { municipalityTitle, type Municipality } from '@/content/municipalities';

import { BookRentalActions } from './book-rental-actions';

/** Closing call to action of a town's rental page, with the way back to the town's page. */
export function TownRentalClosing({ town, showroom }: { town: Municipality; showroom: DealerLocation }) {
  return (
    <Section id="book-rental" title={`Book your cart for ${town.name}`} tone="brand">
      <p className="-mt-4 max-w-2xl text-lg text-white/85">
        Pick your dates and we will confirm the cart, the plan and the delivery time. Sales, service and
        storage for {town.name} are on the {municipalityTitle(town)} page.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <BookRentalActions municipality={town.slug} phone={showroom.phone} />
      </div>
      <p className="mt-8">
        <Link
          href={`/${town.slug}`}
          className="inline-flex items-center gap-2 font-semibold text-white underline underline-offset-4 hover:text-accent-300"
        >
          <Icon name="arrow-left" className="size-4" />
          Back to municipality page
        </Link>
      </p>
    </Section>
  );
}

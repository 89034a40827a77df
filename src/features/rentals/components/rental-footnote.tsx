import Link from 'next/link';

import { Container } from '@/components/ui/section';
import { golfCartRentalPolicy } from '@/content/policies/rental-policy';
import { rentalFootnotes } from '@/content/rental-plans';

/** The small print under the plan tables, with the way to the full rental policy. */
export function RentalFootnote() {
  return (
    <aside aria-labelledby="rental-terms-heading" className="border-y border-line bg-white py-8 sm:py-10">
      <Container>
        <h2 id="rental-terms-heading" className="text-lg font-bold">
          Rental terms
        </h2>
        <ul className="mt-3 grid gap-x-8 gap-y-1.5 text-sm text-muted sm:grid-cols-2">
          {rentalFootnotes.map((note) => (
            <li key={note} className="flex gap-2">
              <span aria-hidden="true">*</span>
              <span>{note}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm">
          <Link href={golfCartRentalPolicy.path} className="link-prose">
            Read the full {golfCartRentalPolicy.title}
          </Link>{' '}
          for deposits, drivers, fees and cancellations.
        </p>
      </Container>
    </aside>
  );
}

import { CallButton } from '@/components/layout/call-button';
import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import type { PhoneNumber } from '@/content/dealer';
import { cartTypes } from '@/content/rental-plans';
import { rentalRequestHref } from '@/lib/request-links';

/** "Need Help Choosing?": a person on the phone, or a question through the enquiry form. */
export function RentalHelp({
  municipality,
  placeName,
  phone,
}: {
  municipality?: string;
  placeName?: string;
  /** The number to call: the town's showroom, or the main number. */
  phone: PhoneNumber;
}) {
  const choices = cartTypes
    .map((type) => type.title.toLowerCase())
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1');
  return (
    <Section
      id="rental-help"
      title="Need Help Choosing?"
      lead={
        <span className="sm:hidden">Call us or ask a question: we match a cart and a plan to your trip.</span>
      }
      tone="brand"
    >
      <div className="-mt-4 grid gap-8 lg:grid-cols-[2fr_1fr] lg:items-center">
        <p className="hidden max-w-2xl text-lg text-white/85 sm:block">
          Not sure whether a {choices} suits your group? Tell us your dates, how many riders and where you are
          staying{placeName ? ` in ${placeName}` : ''}, and we will match a cart and a plan to your trip and
          confirm the delivery details.
        </p>
        <div className="flex flex-wrap gap-3 lg:justify-end">
          <CallButton phone={phone} size="lg" />
          <ButtonLink href={rentalRequestHref({ municipality })} variant="inverse" size="lg">
            Ask a question
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}

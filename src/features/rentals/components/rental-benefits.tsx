import { PhoneFold } from '@/components/ui/fold';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { dealer } from '@/content/dealer';
import { rentalBenefits } from '@/content/rental-plans';

export function RentalBenefits() {
  return (
    <Section id="rental-benefits" title={`Why rent from ${dealer.name}`} tone="surface">
      {/* Folded on a phone, so the plans and the way to book come sooner (globals.css, .phone-fold). */}
      <PhoneFold summary="What every rental includes" className="-mt-2 md:mt-0">
        <ul className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2 sm:gap-4 md:mt-0 lg:grid-cols-3">
          {rentalBenefits.map((benefit) => (
            <li
              key={benefit}
              className="flex items-start gap-3 sm:rounded-card sm:border sm:border-line sm:bg-white sm:p-5 sm:shadow-card"
            >
              <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span className="font-medium">{benefit}</span>
            </li>
          ))}
        </ul>
      </PhoneFold>
    </Section>
  );
}

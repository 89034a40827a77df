import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { dealer } from '@/content/dealer';
import { rentalBenefits } from '@/content/rental-plans';

export function RentalBenefits() {
  return (
    <Section
      id="rental-benefits"
      eyebrow="Why rent with us"
      title={`Renting from ${dealer.name}`}
      tone="surface"
    >
      <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
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
    </Section>
  );
}

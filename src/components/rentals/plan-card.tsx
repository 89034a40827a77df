import { ButtonLink } from '@/components/ui/button';
import { Badge } from '@/components/ui/card';
import type { CartType, RentalPlan } from '@/content/rental-plans';
import { formatPrice } from '@/lib/format-price';
import { Icon } from '@/components/ui/icon';

/** One rental plan, every field exactly as the rental content module gives it. */
export function PlanCard({
  cartType,
  plan,
  reserveHref,
}: {
  cartType: CartType;
  plan: RentalPlan;
  reserveHref: string;
}) {
  const headingId = `${cartType.id}-${plan.id}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className={plan.recommended ? 'plan-card plan-card-recommended' : 'plan-card'}
    >
      {plan.recommended && (
        <p className="plan-ribbon">
          <Icon name="star" className="size-3.5 fill-current" />
          Recommended
        </p>
      )}
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-xl font-bold">
            {plan.title}
          </h3>
          <p className="text-sm text-muted">{plan.subtitle}</p>
        </div>
        <Badge tone="neutral" className="shrink-0">
          {plan.badge}
        </Badge>
      </div>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold tracking-tight tabular-nums">{formatPrice(plan.price)}</span>
        <span className="text-muted">{plan.period}</span>
      </p>
      {plan.savings ? (
        <p className="mt-3">
          <Badge tone="accent">{plan.savings}</Badge>
        </p>
      ) : (
        // Keeps the rows of a wide grid aligned when a plan has no savings label.
        <div aria-hidden="true" className="hidden sm:mt-3 sm:block sm:h-6" />
      )}
      <p className="mt-4 flex-1 text-muted">{plan.description}</p>
      <ul className="icon-list mt-5 space-y-2 border-t border-line pt-5 text-sm">
        <li>
          <Icon name="calendar-days" />
          <span>{plan.renewal}</span>
        </li>
        <li>
          <Icon name="truck" />
          <span>{`Delivery: ${plan.deliveryFee}`}</span>
        </li>
      </ul>
      <ButtonLink
        href={reserveHref}
        variant={plan.recommended ? 'primary' : 'secondary'}
        className="mt-6 w-full tracking-wide"
      >
        RESERVE TODAY
        <span className="sr-only">{`: ${cartType.title}, ${plan.title} plan`}</span>
      </ButtonLink>
    </article>
  );
}

import Link from 'next/link';

import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { cartTypes, rentalPolicy } from '@/content/rental-plans';
import { formatPrice } from '@/lib/format-price';

import { bookingHref } from '../availability-query';

/** The plans every cart type offers, in order: the rows of the table. */
const planRows = cartTypes[0]?.plans ?? [];

/**
 * Every rental plan of every cart, compared in one table: a row per plan (day, 3 days, week,
 * month), a column per cart size, each price with its daily renewal rate, saving and RESERVE
 * TODAY. Above it, what sets each cart apart and its deposit. Shared by /rentals and every town's
 * rental page; with a town slug, each RESERVE TODAY carries the town too. Plain HTML: it reads the
 * same without JavaScript, and on a phone it is a screen tall rather than twelve cards.
 */
export function RentalPlanSections({ municipality }: { municipality?: string }) {
  return (
    <Section
      id="rental-plans"
      title="Plans and prices"
      lead={
        <span className="hidden sm:inline">
          Every cart by the day, for 3 days, a week or a month, in 24-hour periods. Delivery:{' '}
          {planRows[0]?.deliveryFee ?? ''} from the location that serves your town.
        </span>
      }
    >
      {/* On a phone, the deposits in one line: the cards below say the same at more length. */}
      <p className="flex items-start gap-2 text-sm md:hidden">
        <Icon name="shield-check" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          Security deposit, refunded {rentalPolicy.depositRefund} after return:{' '}
          {cartTypes.map((cartType, index) => (
            <span key={cartType.id}>
              {index > 0 && ' · '}
              {cartType.title.replace(' Golf Cart', '')}{' '}
              <strong className="tabular-nums">{formatPrice(cartType.securityDeposit)}</strong>
            </span>
          ))}
        </span>
      </p>
      <ul className="hidden gap-3 md:grid md:grid-cols-3 md:gap-4">
        {cartTypes.map((cartType) => (
          <li key={cartType.id}>
            <section aria-labelledby={`${cartType.id}-heading`} className="card h-full p-4 sm:p-5">
              <div className="flex flex-wrap items-baseline gap-x-2">
                <h3 id={`${cartType.id}-heading`} className="text-lg font-bold">
                  {cartType.title}
                </h3>
                <p className="text-sm font-semibold text-brand-800">{cartType.seats}</p>
              </div>
              <p className="mt-1 hidden text-sm text-muted sm:block">{cartType.summary}</p>
              <p className="mt-2 flex items-start gap-2 text-sm">
                <Icon name="shield-check" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <span>
                  Security deposit:{' '}
                  <strong className="tabular-nums">{formatPrice(cartType.securityDeposit)}</strong>, refunded{' '}
                  {rentalPolicy.depositRefund} after return.
                </span>
              </p>
            </section>
          </li>
        ))}
      </ul>
      <div className="mt-6 overflow-x-auto rounded-card border border-line bg-white shadow-card">
        <table className="plan-table">
          <caption className="sr-only">Rental plans and prices for each cart</caption>
          <thead>
            <tr>
              <th scope="col">Plan</th>
              {cartTypes.map((cartType) => (
                <th key={cartType.id} scope="col">
                  {cartType.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {planRows.map((row, rowIndex) => (
              <tr key={row.id} className={row.recommended ? 'plan-table-recommended' : undefined}>
                <th scope="row">
                  <span className="block text-base font-bold">{row.title}</span>
                  <span className="block text-muted">{row.subtitle}</span>
                  <span className="plan-table-badge">{row.badge}</span>
                  {row.recommended && (
                    // On a phone the plan column is too narrow for the word beside the pills: the star
                    // and the row's colour say it, and a screen reader still hears it.
                    <span className="plan-table-ribbon">
                      <Icon name="star" className="size-3 fill-current" />
                      <span className="sr-only sm:not-sr-only">Recommended</span>
                    </span>
                  )}
                </th>
                {cartTypes.map((cartType) => {
                  const plan = cartType.plans[rowIndex]!;
                  return (
                    <td key={cartType.id}>
                      <span className="plan-table-price">{formatPrice(plan.price)}</span>
                      <span className="block text-muted">{plan.period}</span>
                      <span className="block">{plan.renewal}</span>
                      {plan.savings && <span className="plan-table-saving">{plan.savings}</span>}
                      <Link
                        href={bookingHref({ type: cartType.id, plan: plan.id, town: municipality })}
                        prefetch={false}
                        // The visible words first (WCAG 2.5.3), then which of the twelve it is.
                        aria-label={`RESERVE TODAY: ${cartType.title}, ${plan.title} plan`}
                        className={buttonClasses(
                          plan.recommended ? 'primary' : 'secondary',
                          'sm',
                          'plan-table-reserve',
                        )}
                      >
                        RESERVE TODAY
                      </Link>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

'use client';

import { CallButton } from '@/components/layout/call-button';
import { useDealerPhoneIfProvided } from '@/components/layout/dealer-phone';
import { Button, ButtonLink } from '@/components/ui/button';
import { controlClass } from '@/components/ui/field';
import { IntentLink } from '@/components/ui/intent-link';
import { Container } from '@/components/ui/section';
import { mainNavigation } from '@/content/navigation';

/**
 * What every unknown address shows: where to go instead, and the phone number. A client component
 * for the sake of page weight: Next puts the 404 tree in every public page's RSC payload, as the
 * layout's fallback, and a client component's place there is a reference instead of its elements.
 */
export function NotFoundContent() {
  const phone = useDealerPhoneIfProvided();
  return (
    <Container className="py-20 text-center sm:py-28">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">404 Page Not Found</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        The page you asked for isn&apos;t here. It may have moved, or the address may have a typo. These will
        get you back on course:
      </p>
      {/* A plain GET form: it searches the stock with or without JavaScript. */}
      <form
        action="/inventory"
        method="get"
        role="search"
        className="mx-auto mt-8 flex max-w-md flex-col gap-2 text-left sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <label htmlFor="not-found-search" className="text-sm font-semibold text-ink">
            Search our carts
          </label>
          <input
            id="not-found-search"
            name="q"
            type="search"
            placeholder="Brand, model or seats"
            className={controlClass}
          />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/" variant="primary" size="lg">
          Back to Home
        </ButtonLink>
        <ButtonLink href="/inventory" variant="secondary" size="lg">
          Browse Inventory
        </ButtonLink>
        {phone && <CallButton phone={phone} size="lg" />}
      </div>
      <nav aria-label="Site sections" className="mt-10">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-brand-800">
          {mainNavigation.slice(1).map((item) => (
            <li key={item.href}>
              <IntentLink href={item.href} className="font-medium underline-offset-4 hover:underline">
                {item.label}
              </IntentLink>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}

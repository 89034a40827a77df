'use client';

import { CallButton } from '@/components/layout/call-button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { Container } from '@/components/ui/section';
import type { PhoneNumber } from '@/content/dealer';
import { pageError } from '@/content/page-error';

/**
 * What a visitor sees when a page cannot be built (the database is down, say): our look, the
 * phone number, and a way to try again. Never a stack trace.
 */
export function ErrorPanel({ retry, phone }: { retry: () => void; phone: PhoneNumber | null }) {
  return (
    <Container className="py-20 text-center sm:py-28">
      <p className="eyebrow text-brand-700">{pageError.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{pageError.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        {pageError.explanation(phone?.display ?? null)}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses('primary', 'lg')} onClick={retry}>
          <Icon name="rotate-cw" className="size-4" /> Try again
        </button>
        {phone && <CallButton phone={phone} size="lg" />}
        {/* A full page load, so whatever state broke this page does not come along, and no
            next/link in the JavaScript every page loads for this boundary. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={buttonClasses('secondary', 'lg')}>
          Back to Home
        </a>
      </div>
    </Container>
  );
}

/**
 * The few icons that ship inside client code on every page (the toast, the error panel and the
 * call button they share), drawn inline: an icon library's runtime would be bundled again with
 * each error boundary (docs/decisions/0013-page-weight.md). Paths from Lucide (ISC licence), so
 * they match the icons elsewhere. Decorative: the text beside each says what it means.
 */
import type { ReactNode } from 'react';

function Glyph({ className = 'size-4', children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function CloseGlyph({ className }: { className?: string }) {
  return (
    <Glyph className={className}>
      <path d="M18 6 6 18M6 6l12 12" />
    </Glyph>
  );
}

export function RetryGlyph({ className }: { className?: string }) {
  return (
    <Glyph className={className}>
      <path d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8" />
      <path d="M21 3v5h-5" />
    </Glyph>
  );
}

export function PhoneGlyph({ className }: { className?: string }) {
  return (
    <Glyph className={className}>
      <path d="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384" />
    </Glyph>
  );
}

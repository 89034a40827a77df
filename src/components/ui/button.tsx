import type { ComponentProps, ReactNode } from 'react';

import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button-classes';
import { IntentLink } from '@/components/ui/intent-link';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className = '', ...props }: ComponentProps<'button'> & StyleProps) {
  return <button className={buttonClasses(variant, size, className)} {...props} />;
}

/**
 * A link that looks like a button. Its page is prefetched when the visitor reaches for it, not on
 * sight: a vehicle page's quote, test-drive and financing buttons had the server render the
 * contact form, a page drawn for each visitor and never kept, six times on every view.
 */
export function ButtonLink({
  variant,
  size,
  className = '',
  ...props
}: ComponentProps<typeof IntentLink> & StyleProps) {
  return <IntentLink className={buttonClasses(variant, size, className)} {...props} />;
}

/** A link to another site, always in a new tab without handing it our window. */
export function ExternalLink({
  children,
  className,
  ...props
}: Omit<ComponentProps<'a'>, 'target' | 'rel'> & { children: ReactNode }) {
  return (
    <a target="_blank" rel="noopener noreferrer" className={className} {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

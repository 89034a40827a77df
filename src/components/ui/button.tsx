import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';

import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button-classes';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className = '', ...props }: ComponentProps<'button'> & StyleProps) {
  return <button className={buttonClasses(variant, size, className)} {...props} />;
}

export function ButtonLink({
  variant,
  size,
  className = '',
  ...props
}: ComponentProps<typeof Link> & StyleProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
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

import type { ComponentProps } from 'react';

export function Card({ className = '', ...props }: ComponentProps<'div'>) {
  return <div className={`card ${className}`.trim()} {...props} />;
}

export function Badge({
  tone = 'brand',
  className = '',
  ...props
}: ComponentProps<'span'> & { tone?: 'brand' | 'accent' | 'neutral' | 'danger' }) {
  return <span className={`badge badge-${tone} ${className}`.trim()} {...props} />;
}

import type { ComponentProps } from 'react';

export function Card({ className = '', ...props }: ComponentProps<'div'>) {
  return <div className={`card ${className}`.trim()} {...props} />;
}

export function Badge({
  tone = 'brand',
  className = '',
  ...props
}: ComponentProps<'span'> & { tone?: 'brand' | 'accent' | 'neutral' | 'danger' }) {
  const tones = {
    brand: 'bg-brand-700 text-white',
    accent: 'bg-accent-400 text-ink',
    neutral: 'bg-surface text-ink ring-1 ring-line',
    danger: 'bg-danger text-white',
  };
  return <span className={`badge ${tones[tone]} ${className}`.trim()} {...props} />;
}

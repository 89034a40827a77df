import type { ComponentProps, ReactNode } from 'react';

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

/** A card that opens with its heading: a staff page's panel (a person's details, a setting, a form). */
export function PanelCard({
  title,
  className = '',
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'title'> & { title: ReactNode }) {
  return (
    <Card className={`${className} p-5 sm:p-6`.trim()} {...props}>
      <h2 className="text-xl font-bold">{title}</h2>
      {children}
    </Card>
  );
}

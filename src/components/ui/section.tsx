import type { ComponentProps, ReactNode } from 'react';

export function Container({ className = '', ...props }: ComponentProps<'div'>) {
  return <div className={`page-container ${className}`.trim()} {...props} />;
}

/** A page section with an optional eyebrow, heading and lead paragraph. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  tone = 'white',
  children,
  className = '',
}: {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  lead?: ReactNode;
  tone?: 'white' | 'surface' | 'brand';
  children: ReactNode;
  className?: string;
}) {
  const tones = {
    white: 'bg-white',
    surface: 'bg-surface',
    brand: 'bg-brand-900 text-white',
  };
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={`section ${tones[tone]} ${className}`.trim()}
    >
      <Container>
        {(eyebrow || title || lead) && (
          <div className="section-intro">
            {eyebrow && (
              <p className={`eyebrow mb-2 ${tone === 'brand' ? 'text-accent-300' : 'text-brand-700'}`}>
                {eyebrow}
              </p>
            )}
            {title && (
              <h2 id={headingId} className="section-title">
                {title}
              </h2>
            )}
            {lead && (
              <p className={`mt-4 text-lg ${tone === 'brand' ? 'text-white/85' : 'text-muted'}`}>{lead}</p>
            )}
          </div>
        )}
        {children}
      </Container>
    </section>
  );
}

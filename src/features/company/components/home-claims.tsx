import { Section } from '@/components/ui/section';
import { dealer } from '@/content/dealer';

/** The home page's claims (brief, section 1) as large figures on the brand colour. */
export function HomeClaims() {
  const claims = [
    [dealer.claims.customers, 'happy customers'],
    [dealer.claims.years, 'years in business'],
    [String(dealer.claims.modelsPerBrand), 'featured models per brand'],
  ];
  return (
    <Section id="claims" tone="brand" title="Trusted across New Jersey">
      <dl className="grid gap-6 sm:grid-cols-3">
        {claims.map(([figure, label]) => (
          <div key={label} className="flex flex-col rounded-card bg-white/10 p-6 ring-1 ring-white/20">
            <dt className="text-white/85">{label}</dt>
            <dd className="order-first text-5xl font-extrabold text-accent-300">{figure}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

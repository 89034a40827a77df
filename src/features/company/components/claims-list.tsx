import { dealer } from '@/content/dealer';

/** The dealer's headline claims (brief, section 1), as large figures. */
export function ClaimsList() {
  const claims = [
    { value: dealer.claims.customers, label: 'Happy customers' },
    { value: dealer.claims.years, label: 'Years in business' },
    { value: String(dealer.claims.modelsPerBrand), label: 'Models per featured brand' },
    { value: '0%', label: dealer.claims.financing.replace(/^0% financing/, 'Financing') },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-2">
      {claims.map((claim) => (
        <div
          key={claim.label}
          className="flex flex-col rounded-card border border-line bg-white p-5 text-center shadow-card"
        >
          <dt className="order-2 mt-1 text-sm font-medium text-muted">{claim.label}</dt>
          <dd className="order-1 text-4xl font-extrabold tracking-tight text-brand-800">{claim.value}</dd>
        </div>
      ))}
    </dl>
  );
}

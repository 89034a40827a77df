import { Icon } from '@/components/ui/icon';
/** "Your enquiry: Rental reservation · 6 Seater Golf Cart, Weekly plan · Toms River Township". */
export function EnquirySummary({ parts }: { parts: readonly string[] }) {
  if (parts.length === 0) return null;
  return (
    <div
      className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4"
      data-testid="enquiry-summary"
    >
      <Icon name="clipboard-check" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <p className="text-ink">
        <span className="font-bold">Your enquiry:</span>{' '}
        {parts.map((part, index) => (
          <span key={part}>
            {index > 0 && (
              <span aria-hidden="true" className="mx-1.5 text-muted">
                ·
              </span>
            )}
            {index > 0 && <span className="sr-only">, </span>}
            {part}
          </span>
        ))}
        <span className="mt-1 block text-sm text-muted">We will send these details with your message.</span>
      </p>
    </div>
  );
}

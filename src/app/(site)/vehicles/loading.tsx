import { Container } from '@/components/ui/section';

/** Skeleton shown while a vehicle page loads during client navigation. */
export default function VehicleLoading() {
  return (
    <div role="status" aria-live="polite" aria-label="Loading vehicle">
      <div className="bg-brand-950">
        <Container className="grid animate-pulse gap-8 py-12 lg:grid-cols-2">
          <div className="space-y-4">
            <div className="h-4 w-32 rounded bg-white/20" />
            <div className="h-12 w-3/4 rounded bg-white/20" />
            <div className="h-20 w-full rounded bg-white/10" />
            <div className="h-10 w-40 rounded bg-white/20" />
          </div>
          <div className="aspect-[8/5] w-full rounded-card bg-white/10" />
        </Container>
      </div>
      <Container className="grid animate-pulse grid-cols-2 gap-4 py-10 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="h-24 rounded-card bg-surface ring-1 ring-line" />
        ))}
      </Container>
    </div>
  );
}

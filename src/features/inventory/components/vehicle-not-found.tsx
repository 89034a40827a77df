import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/section';

/** An id that is not in stock; the proxy has already set the 404 status (src/proxy.ts). */
export function VehicleNotFound() {
  return (
    <Container className="py-20 text-center sm:py-28">
      <h1 className="text-4xl font-extrabold tracking-tight">Vehicle Not Found</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        The vehicle you&apos;re looking for doesn&apos;t exist or has been removed.
      </p>
      <div className="mt-8 flex justify-center">
        <ButtonLink href="/inventory" size="lg">
          Back to Inventory
        </ButtonLink>
      </div>
    </Container>
  );
}

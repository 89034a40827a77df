import { InventorySkeleton } from '@/components/inventory/inventory-browser';
import { Container } from '@/components/ui/section';

export default function InventoryLoading() {
  return (
    <div role="status" aria-label="Loading inventory">
      <div className="h-56 bg-brand-900" />
      <Container className="py-10 sm:py-14">
        <InventorySkeleton />
      </Container>
    </div>
  );
}

import { permanentRedirect } from 'next/navigation';

/** The spec's route table names /vehicle/{id}; every link uses /vehicles/{id}. */
export default async function VehicleAliasPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  permanentRedirect(`/vehicles/${encodeURIComponent(id)}`);
}

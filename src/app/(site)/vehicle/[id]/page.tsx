import { notFound, permanentRedirect } from 'next/navigation';

/** Longer than any vehicle's id or name, even with every character %-escaped. */
const longestVehicleReference = 512;

/**
 * The spec's route table names /vehicle/{id}; every link uses /vehicles/{id}. The id arrives as it
 * was in the address, %-escapes and all, so it moves over unchanged (escaping it again would send
 * "%C3%A9" to "%25C3%25A9", which no cart has, at twice the length).
 */
export default async function VehicleAliasPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (id.length > longestVehicleReference) notFound();
  permanentRedirect(`/vehicles/${id.replace(/[^\w\-.~%!$&'()*+,;=:@]/g, encodeURIComponent)}`);
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { uploadReport } from '@/features/inventory/components/office/photo-manager';
import { VehicleRecord } from '@/features/inventory/components/office/vehicle-record';
import { vehicleRecordPage } from '@/features/inventory/server/vehicle-record-page';
import { requireStaff } from '@/features/staff/server/current-staff';

export const metadata: Metadata = { title: { absolute: 'Vehicle | Staff area' } };

/** One vehicle in the inventory office: its status, every field, its photos and its history. */
export default async function VehicleRecordPage({
  params,
  searchParams,
}: PageProps<'/admin/inventory/[id]'>) {
  const staff = await requireStaff();
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const page = await vehicleRecordPage(staff, id, query);
  if (!page) notFound();
  return <VehicleRecord page={page} report={uploadReport(query)} />;
}

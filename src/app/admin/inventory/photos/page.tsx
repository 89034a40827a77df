import type { Metadata } from 'next';
import Link from 'next/link';

import { InventorySubpage } from '@/features/inventory/components/office/inventory-subpage';
import { UploadReportView, uploadReport } from '@/features/inventory/components/office/photo-manager';
import { PhotoUploader } from '@/features/inventory/components/office/photo-uploader';
import { photoKindsAndSize, photoRules } from '@/features/inventory/photo-rules';
import { findVehicleForStaff } from '@/features/inventory/server/vehicle-queries';
import { requireStaff } from '@/features/staff/server/current-staff';

export const metadata: Metadata = { title: { absolute: 'Photos for several carts | Staff area' } };

/** "3:used-2023-evolution-d5-ranger" (count and cart), as the upload's redirect lists each cart. */
function cartsReported(query: Record<string, string | string[] | undefined>) {
  return [query.cart ?? []].flat().flatMap((item) => {
    const match = /^(\d{1,3}):([a-z0-9-]{1,120})$/.exec(item);
    return match ? [{ added: Number(match[1]), id: match[2]! }] : [];
  });
}

export default async function SeveralCartsPhotosPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff();
  const query = await searchParams;
  const report = uploadReport(query);
  const carts = (
    await Promise.all(
      cartsReported(query).map(async ({ id, added }) => {
        const vehicle = await findVehicleForStaff(id);
        return vehicle ? [{ vehicle, added }] : [];
      }),
    )
  ).flat();
  return (
    <InventorySubpage widthClass="max-w-3xl">
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Photos for several carts</h1>
      <p className="mt-2 text-muted">
        Name each photo after its cart&rsquo;s stock number, as a camera&rsquo;s files are renamed after a lot
        walk: <strong>U-2231.jpg</strong>, <strong>U-2231-2.jpg</strong>, <strong>U-2231 rear.jpg</strong>.
        Each goes to the cart whose stock number starts its name (in any letter case), after that cart&rsquo;s
        other photos, in file-name order. A file that names no cart in stock is left out and listed.
      </p>
      {report && (
        <UploadReportView report={report}>
          {carts.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {carts.map(({ vehicle, added }) => (
                <li key={vehicle.id}>
                  {added} to{' '}
                  <Link
                    href={`/admin/inventory/${vehicle.id}#photos`}
                    className="font-semibold text-brand-800 underline"
                  >
                    {vehicle.stockNumber}, “{vehicle.name}”
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </UploadReportView>
      )}
      <PhotoUploader
        url="/admin/inventory/photos/upload"
        hint={`${photoKindsAndSize}. With JavaScript, as many as you like; without it, ${photoRules.maxFiles} at a time.`}
      />
    </InventorySubpage>
  );
}

import Link from 'next/link';

import { Notice } from '@/components/admin/notice';
import { ButtonLink } from '@/components/ui/button';

import type { VehicleRecordPageData } from '../../server/vehicle-record-page';
import { statusActionLabels, vehiclePath } from '../../vehicle';
import { vehicleToFormValues } from '../../vehicle-form';
import { ChangedSince } from './changed-since';
import { InventorySubpage } from './inventory-subpage';
import { PhotoManager, type UploadReport } from './photo-manager';
import { StatusActions, StatusButton } from './status-actions';
import { VehicleForm } from './vehicle-form';
import { VehicleHistory } from './vehicle-history';
import { VehicleStatusBadge } from './vehicle-status-badge';

/**
 * One vehicle in the inventory office: its name and status, what the last change did or why it
 * was refused, the status buttons, every field, its photos and its history.
 */
export function VehicleRecord({ page, report }: { page: VehicleRecordPageData; report?: UploadReport }) {
  const { vehicle } = page;
  return (
    <InventorySubpage widthClass="max-w-5xl">
      <VehicleRecordHeading page={page} />
      {page.saved && <Notice>{page.saved}</Notice>}
      <StatusRefusals page={page} />
      <VehicleRecordActions page={page} />
      <VehicleForm
        key={page.formKey}
        vehicleId={vehicle.id}
        version={vehicle.version}
        initialValues={vehicleToFormValues(vehicle)}
        categories={page.categories}
        submitLabel="Save changes"
        canArchive={page.canArchive}
        readOnly={vehicle.status === 'archived' && !page.canArchive}
      />
      <PhotoManager
        vehicle={vehicle}
        report={report}
        notice={page.photos.notice}
        removedPhotoId={page.photos.removedPhotoId}
        staleChanges={page.photos.staleChanges}
      />
      <VehicleHistory entries={page.history} />
    </InventorySubpage>
  );
}

function VehicleRecordHeading({ page: { vehicle } }: { page: VehicleRecordPageData }) {
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight">{vehicle.name}</h1>
        <VehicleStatusBadge status={vehicle.status} />
      </div>
      <p className="mt-1 text-sm text-muted">
        Web address: {vehiclePath(vehicle)} (kept when the name changes)
      </p>
    </>
  );
}

/**
 * A status button refused: the page was out of date (what changed since, and the same change
 * "anyway"), or another listed cart has this one's stock number or VIN.
 */
function StatusRefusals({
  page: { vehicle, refusedStatus, clash, heldOnline },
}: {
  page: VehicleRecordPageData;
}) {
  return (
    <>
      {refusedStatus && (
        <div role="alert" className="mt-4 rounded-card border border-danger bg-red-50 p-4">
          <p className="font-bold text-danger">
            Not changed: this vehicle was changed after you opened the page, which now shows it as it is.
          </p>
          <ChangedSince changes={refusedStatus.changes} />
          {refusedStatus.wanted !== vehicle.status && (
            <div className="mt-3">
              <StatusButton
                vehicle={vehicle}
                status={refusedStatus.wanted}
                label={`${statusActionLabels[refusedStatus.wanted]} anyway`}
              />
            </div>
          )}
        </div>
      )}
      {clash && (
        <p
          role="alert"
          className="mt-4 rounded-card border border-danger bg-red-50 p-4 font-semibold text-danger"
        >
          Status not changed. {clash}
        </p>
      )}
      {heldOnline?.refused && (
        <p
          role="alert"
          className="mt-4 rounded-card border border-danger bg-red-50 p-4 font-semibold text-danger"
        >
          Status not changed. {heldOnline.note}{' '}
          <Link href="/admin/payments/holds" className="underline">
            Open the holds
          </Link>
        </p>
      )}
    </>
  );
}

/**
 * The status buttons (or, while a buyer's online hold is live, where that hold is ended),
 * Duplicate, and the vehicle's page on the site while it has one.
 */
function VehicleRecordActions({
  page: { vehicle, canArchive, heldOnline, payingOnline },
}: {
  page: VehicleRecordPageData;
}) {
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-4 card p-4">
      {payingOnline && (
        <p className="w-full rounded-card bg-accent-100 p-3 text-sm font-semibold">{payingOnline}</p>
      )}
      {heldOnline ? (
        <p className="max-w-xl text-sm">
          {heldOnline.note}{' '}
          <Link href="/admin/payments/holds" className="font-semibold text-brand-800 underline">
            Open the holds
          </Link>
        </p>
      ) : (
        <StatusActions vehicle={vehicle} canArchive={canArchive} />
      )}
      <div className="flex flex-wrap gap-2">
        <ButtonLink
          href={`/admin/inventory/new?from=${encodeURIComponent(vehicle.id)}`}
          variant="secondary"
          size="sm"
        >
          Duplicate
        </ButtonLink>
        {vehicle.status !== 'archived' && (
          <ButtonLink href={vehiclePath(vehicle)} variant="ghost" size="sm">
            View on the site
          </ButtonLink>
        )}
      </div>
    </div>
  );
}

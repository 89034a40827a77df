import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { Notice } from '@/components/admin/notice';
import { ButtonLink } from '@/components/ui/button';
import { groupChanges } from '@/features/inventory/change-summary';
import { ChangedSince } from '@/features/inventory/components/office/changed-since';
import { InventorySubpage } from '@/features/inventory/components/office/inventory-subpage';
import { PhotoManager, uploadReport } from '@/features/inventory/components/office/photo-manager';
import {
  StatusActions,
  StatusButton,
  statusActionLabels,
} from '@/features/inventory/components/office/status-actions';
import { VehicleForm } from '@/features/inventory/components/office/vehicle-form';
import { VehicleHistory } from '@/features/inventory/components/office/vehicle-history';
import { VehicleStatusBadge } from '@/features/inventory/components/office/vehicle-status-badge';
import { canRestorePhoto } from '@/features/inventory/server/photo-store';
import {
  changesSince,
  findVehicleForStaff,
  inventoryFacets,
  vehicleHistory,
} from '@/features/inventory/server/vehicle-queries';
import { clashMessage, identityFieldLabels } from '@/features/inventory/unit-identity';
import { vehiclePath, vehicleStatusLabels, type VehicleStatus } from '@/features/inventory/vehicle';
import {
  isVehicleFieldName,
  vehicleFieldLabels,
  vehicleToFormValues,
} from '@/features/inventory/vehicle-form';
import { may } from '@/features/staff/access';
import { requireStaff } from '@/features/staff/server/current-staff';
import { listInWords } from '@/lib/list-in-words';
import { versionParam } from '@/lib/version-param';

export const metadata: Metadata = { title: { absolute: 'Vehicle | Staff area' } };

function savedMessage(query: Record<string, string | string[] | undefined>): string | undefined {
  if (query.created) return 'Vehicle added. It is on the site now.';
  if (query.saved) {
    // A save made from a page opened before someone else's: what of theirs stayed as they left it.
    const kept = typeof query.kept === 'string' ? query.kept.split(',').filter(isVehicleFieldName) : [];
    const keptWords = listInWords(kept.map((field) => vehicleFieldLabels[field].toLowerCase()));
    return `Changes saved. The site shows them now.${keptWords ? ` The ${keptWords} someone else saved while you edited stayed as they left it.` : ''}`;
  }
  if (typeof query.status === 'string' && query.status in vehicleStatusLabels)
    return `Status set to ${vehicleStatusLabels[query.status as VehicleStatus].toLowerCase()}.`;
  return undefined;
}

/** What a photo change did, shown in the photos section where the change was made. */
function photoMessage(query: Record<string, string | string[] | undefined>): string | undefined {
  if (query.photo === 'moved') return 'Photo order saved.';
  if (query.photo === 'described') return 'Photo description saved.';
  if (query.photo === 'removed') return 'Photo removed.';
  if (query.photo === 'restored') return 'Photo put back where it was.';
  if (query.photo === 'expired')
    return 'That photo was removed more than a minute ago and can no longer be put back.';
  if (query.photo === 'missing')
    return 'That photo is no longer there: the photos below are as they are now.';
  return undefined;
}

/** A status button refused because the page was out of date: the version it had and the status wanted. */
function refusedStatusChange(query: Record<string, string | string[] | undefined>) {
  const since = versionParam(query.stale);
  const wanted = query.wanted;
  if (since === undefined || typeof wanted !== 'string' || !(wanted in vehicleStatusLabels)) return undefined;
  return { since, wanted: wanted as VehicleStatus };
}

/** One vehicle in the inventory office: its status, every field, its photos and its history. */
export default async function VehicleRecordPage({
  params,
  searchParams,
}: PageProps<'/admin/inventory/[id]'>) {
  const staff = await requireStaff();
  const { id } = await params;
  const [vehicle, query, facets] = await Promise.all([
    findVehicleForStaff(id),
    searchParams,
    inventoryFacets(),
  ]);
  if (!vehicle) notFound();
  const history = await vehicleHistory(vehicle.id);
  const message = savedMessage(query);
  const refusedStatus = refusedStatusChange(query);
  const refusedPhotoSince = query.photo === 'stale' ? versionParam(query.since) : undefined;
  const clashField = query.clash === 'stockNumber' || query.clash === 'vin' ? query.clash : undefined;
  const [statusChanges, photoChanges, clashingCart] = await Promise.all([
    refusedStatus && changesSince(vehicle.id, 'record', refusedStatus.since),
    refusedPhotoSince !== undefined && changesSince(vehicle.id, 'photos', refusedPhotoSince),
    clashField && typeof query.with === 'string' && query.with ? findVehicleForStaff(query.with) : undefined,
  ]);
  const clashValue = clashField && vehicle[clashField];
  const removedPhotoId =
    query.photo === 'removed' &&
    typeof query.undo === 'string' &&
    (await canRestorePhoto(vehicle.id, query.undo))
      ? query.undo
      : undefined;
  return (
    <InventorySubpage widthClass="max-w-5xl">
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight">{vehicle.name}</h1>
        <VehicleStatusBadge status={vehicle.status} />
      </div>
      <p className="mt-1 text-sm text-muted">
        Web address: {vehiclePath(vehicle)} (kept when the name changes)
      </p>
      {message && <Notice>{message}</Notice>}
      {refusedStatus && statusChanges && (
        <div role="alert" className="mt-4 rounded-card border border-danger bg-red-50 p-4">
          <p className="font-bold text-danger">
            Not changed: this vehicle was changed after you opened the page, which now shows it as it is.
          </p>
          <ChangedSince changes={groupChanges(statusChanges)} />
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
      {clashField && (
        <p
          role="alert"
          className="mt-4 rounded-card border border-danger bg-red-50 p-4 font-semibold text-danger"
        >
          Status not changed.{' '}
          {clashingCart && clashValue
            ? clashMessage({ field: clashField, value: clashValue, other: clashingCart })
            : `Another listed or held cart has this ${identityFieldLabels[clashField]}.`}
        </p>
      )}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4 card p-4">
        <StatusActions vehicle={vehicle} canArchive={may(staff, 'inventory.archive')} />
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
      <VehicleForm
        key={vehicle.version}
        vehicleId={vehicle.id}
        version={vehicle.version}
        initialValues={vehicleToFormValues(vehicle)}
        categories={facets.categorySuggestions}
        submitLabel="Save changes"
        canArchive={may(staff, 'inventory.archive')}
      />
      <PhotoManager
        vehicle={vehicle}
        report={uploadReport(query)}
        notice={photoMessage(query)}
        removedPhotoId={removedPhotoId}
        staleChanges={photoChanges ? groupChanges(photoChanges) : undefined}
      />
      <VehicleHistory entries={history} />
    </InventorySubpage>
  );
}

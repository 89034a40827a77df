import 'server-only';

import { listInWords } from '@/content/list-in-words';
import { may } from '@/features/staff/access';
import type { StaffUser } from '@/features/staff/server/staff';
import { versionParam } from '@/lib/version-param';

import { groupChanges, type ChangeGroup } from '../change-summary';
import { clashMessage, identityFieldLabels } from '../unit-identity';
import { vehicleStatusLabels, type Vehicle, type VehicleStatus } from '../vehicle';
import { isVehicleFieldName, vehicleFieldLabels } from '../vehicle-form';
import { canRestorePhoto } from './photo-store';
import { heldOnlineRefusal } from './vehicle-mutations';
import {
  changesSince,
  findVehicleForStaff,
  holdPaymentNote,
  holdPaymentsUnderWay,
  inventoryFacets,
  vehicleHistory,
} from './vehicle-queries';

type Query = Record<string, string | string[] | undefined>;

/** What a save, a new record or a status button just did, from the address it came back to. */
function savedMessage(query: Query): string | undefined {
  if (query.created) return 'Vehicle added. It is on the site now.';
  if (query.saved) {
    // A save made from a page opened before someone else's: what of theirs stayed as they left it.
    const kept = typeof query.kept === 'string' ? query.kept.split(',').filter(isVehicleFieldName) : [];
    const keptWords = listInWords(kept.map((field) => vehicleFieldLabels[field].toLowerCase()));
    return `Changes saved. The site shows them now.${keptWords ? ` The ${keptWords} someone else saved while you edited stayed as they left it.` : ''}`;
  }
  if (typeof query.status === 'string' && Object.hasOwn(vehicleStatusLabels, query.status))
    return `Status set to ${vehicleStatusLabels[query.status as VehicleStatus].toLowerCase()}.`;
  return undefined;
}

/** What a photo change did, shown in the photos section where the change was made. */
function photoMessage(query: Query): string | undefined {
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
function refusedStatusChange(query: Query) {
  const since = versionParam(query.stale);
  const wanted = query.wanted;
  if (since === undefined || typeof wanted !== 'string' || !Object.hasOwn(vehicleStatusLabels, wanted))
    return undefined;
  return { since, wanted: wanted as VehicleStatus };
}

/** Everything a vehicle's page in the inventory office shows, for the person looking at it. */
export interface VehicleRecordPageData {
  vehicle: Vehicle;
  history: Awaited<ReturnType<typeof vehicleHistory>>;
  /** The series and categories the form suggests. */
  categories: readonly string[];
  canArchive: boolean;
  /**
   * Names the record's form: its address, which every save, status button and photo change
   * redirects to anew, so each draws the form afresh from the record as it is. Not its version: a
   * save posted without JavaScript is answered on the address it was posted from, and Next shows
   * its refusal only to a form of the same name, whatever a colleague saved meanwhile.
   */
  formKey: string;
  /** What a save, a new record or a status button just did. */
  saved?: string;
  /** A status button refused for an out-of-date page: the status wanted and what changed since. */
  refusedStatus?: { wanted: VehicleStatus; changes: ChangeGroup[] };
  /** A status button refused because another listed cart has this one's stock number or VIN. */
  clash?: string;
  /**
   * While a buyer's paid online hold is live: what it is and where it is ended (the status buttons
   * give way to it), and whether a status change was just refused for it.
   */
  heldOnline?: { note: string; refused: boolean };
  /** A buyer is paying online to hold the cart (holdPaymentNote): said beside its status buttons. */
  payingOnline?: string;
  photos: {
    notice?: string;
    /** A photo removed less than a minute ago, which can still be put back. */
    removedPhotoId?: string;
    /** A photo change refused for an out-of-date page: what changed since. */
    staleChanges?: ChangeGroup[];
  };
}

/** A vehicle's page in the inventory office, or undefined when there is no such vehicle. */
export async function vehicleRecordPage(
  staff: StaffUser,
  id: string,
  query: Query,
): Promise<VehicleRecordPageData | undefined> {
  const [vehicle, facets] = await Promise.all([findVehicleForStaff(id), inventoryFacets()]);
  if (!vehicle) return undefined;
  const refusedStatus = refusedStatusChange(query);
  const refusedPhotoSince = query.photo === 'stale' ? versionParam(query.since) : undefined;
  const clashField = query.clash === 'stockNumber' || query.clash === 'vin' ? query.clash : undefined;
  const [history, statusChanges, photoChanges, clashingCart, removable, heldOnline, paying] =
    await Promise.all([
      vehicleHistory(vehicle.id),
      refusedStatus && changesSince(vehicle.id, 'record', refusedStatus.since),
      refusedPhotoSince !== undefined && changesSince(vehicle.id, 'photos', refusedPhotoSince),
      clashField && typeof query.with === 'string' && query.with
        ? findVehicleForStaff(query.with)
        : undefined,
      query.photo === 'removed' && typeof query.undo === 'string' && canRestorePhoto(vehicle.id, query.undo),
      vehicle.status === 'on-hold' ? heldOnlineRefusal(vehicle) : undefined,
      holdPaymentsUnderWay([vehicle.id]),
    ]);
  const payByMs = paying.get(vehicle.id);
  const clashValue = clashField && vehicle[clashField];
  return {
    vehicle,
    history,
    categories: facets.categorySuggestions,
    canArchive: may(staff, 'inventory.archive'),
    formKey: JSON.stringify(query),
    saved: savedMessage(query),
    refusedStatus:
      refusedStatus && statusChanges
        ? { wanted: refusedStatus.wanted, changes: groupChanges(statusChanges) }
        : undefined,
    clash: clashField
      ? clashingCart && clashValue
        ? clashMessage({ field: clashField, value: clashValue, other: clashingCart })
        : `Another listed or held cart has this ${identityFieldLabels[clashField]}.`
      : undefined,
    heldOnline: heldOnline ? { note: heldOnline, refused: query.held === 'online' } : undefined,
    payingOnline: payByMs === undefined ? undefined : holdPaymentNote(payByMs),
    photos: {
      notice: photoMessage(query),
      removedPhotoId: removable && typeof query.undo === 'string' ? query.undo : undefined,
      staleChanges: photoChanges ? groupChanges(photoChanges) : undefined,
    },
  };
}

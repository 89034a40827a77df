/**
 * Two people editing one cart at once. The form sends the record as it was when it was opened
 * beside what was typed, so a save made after someone else's keeps their work: the fields only
 * they changed stay as they left them, the fields only this person changed take what was typed,
 * and the fields both changed (to different values) are named for a person to decide.
 */
import { vehicleFieldNames, type VehicleFieldName, type VehicleFormValues } from './vehicle-form';

export interface MergedVehicleEdit {
  /** The record to save: the current one with this person's changes on it. */
  values: VehicleFormValues;
  /** Fields the other person changed and this person did not: kept as they are now. */
  keptTheirs: VehicleFieldName[];
  /** Fields both changed to different values; `values` holds this person's for them. */
  bothChanged: VehicleFieldName[];
}

/** Line ends as a browser posts them (CRLF) or a record stores them (LF) compare the same. */
const sameText = (a: string, b: string) => a.replace(/\r\n?/g, '\n') === b.replace(/\r\n?/g, '\n');

export function mergeVehicleEdit(
  opened: VehicleFormValues,
  typed: VehicleFormValues,
  current: VehicleFormValues,
): MergedVehicleEdit {
  const values = { ...current };
  const keptTheirs: VehicleFieldName[] = [];
  const bothChanged: VehicleFieldName[] = [];
  for (const field of vehicleFieldNames) {
    const mine = !sameText(typed[field], opened[field]);
    const theirs = !sameText(current[field], opened[field]);
    if (mine) values[field] = typed[field];
    if (theirs && !mine) keptTheirs.push(field);
    if (theirs && mine && !sameText(typed[field], current[field])) bothChanged.push(field);
  }
  return { values, keptTheirs, bothChanged };
}

/**
 * Copy that restates a figure ("Up to 40 miles of range per charge", "a two-seat cart") must agree
 * with the figure. The inventory office refuses a save that disagrees, and the seed test runs the
 * same check over the first-start catalogue, so a page never says two things about one cart.
 */
import type { BatteryType, Vehicle } from './vehicle';

export type CopyFigures = Pick<
  Vehicle,
  'description' | 'features' | 'seats' | 'rangeMiles' | 'topSpeedMph' | 'drive' | 'batteryType'
>;

export interface CopyConflict {
  field: 'description' | 'features';
  /** Which feature line (0-based), for features. */
  line?: number;
  message: string;
}

const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

const count = '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten)';

function toNumber(text: string): number {
  return numberWords[text.toLowerCase()] ?? Number(text);
}

const rangePattern = /(\d+)\s*(?:-\s*)?miles?\s+(?:of\s+range|per\s+charge|between\s+charges|range)\b/gi;
// "posted 35 mph" and "35 mph or less" speak about roads, not the cart.
const speedPattern = /(?<!posted\s)\b(\d+)\s*mph\b(?!\s+(?:or\s+less|zones?|roads?|streets?))/gi;
const seatPatterns = [
  new RegExp(`\\bseating\\s+(?:for\\s+)?${count}\\b`, 'gi'),
  new RegExp(`\\bseats\\s+${count}\\b`, 'gi'),
  // Not the "2" of a "2+2" layout name.
  new RegExp(`(?<!\\+)\\b${count}[-\\s](?:seat|seats|seater|passenger|passengers)\\b`, 'gi'),
  new RegExp(`\\bcarries\\s+${count}\\s+people\\b`, 'gi'),
  new RegExp(`\\b${count}\\s+riders\\b`, 'gi'),
];
const drivePatterns: [RegExp, string][] = [
  [/\brear[-\s]wheel\s+drive\b/i, 'rear-wheel'],
  [/\ball[-\s]wheel\s+drive\b/i, 'all-wheel'],
  [/\b4x4\b/i, '4x4'],
  [/\b2x4\b/i, '2x4'],
];
const batteryPatterns: [RegExp, BatteryType][] = [
  [/\blithium\b/i, 'lithium'],
  [/\blead[-\s]acid\b/i, 'lead-acid'],
];

/** "Rear-wheel drive" and "rear-wheel" name the same drive. */
function driveKey(drive: string): string {
  return drive
    .toLowerCase()
    .replace(/\s*drive$/, '')
    .replace(/\s+/g, '-');
}

function conflictsIn(text: string, figures: CopyFigures): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(rangePattern)) {
    const said = Number(match[1]);
    if (figures.rangeMiles === null) problems.push(`says ${said} miles of range, but no range is given`);
    else if (said !== figures.rangeMiles)
      problems.push(`says ${said} miles of range, but the range is ${figures.rangeMiles} miles`);
  }
  for (const match of text.matchAll(speedPattern)) {
    const said = Number(match[1]);
    if (figures.topSpeedMph === null) problems.push(`says ${said} mph, but no top speed is given`);
    else if (said !== figures.topSpeedMph)
      problems.push(`says ${said} mph, but the top speed is ${figures.topSpeedMph} mph`);
  }
  const seatCounts = new Set<number>();
  for (const pattern of seatPatterns) {
    for (const match of text.matchAll(pattern)) seatCounts.add(toNumber(match[1]!));
  }
  for (const said of seatCounts) {
    if (figures.seats === null) problems.push(`says ${said} seats, but no seating capacity is given`);
    else if (said !== figures.seats) problems.push(`says ${said} seats, but the cart seats ${figures.seats}`);
  }
  for (const [pattern, key] of drivePatterns) {
    if (!pattern.test(text)) continue;
    if (!figures.drive) problems.push(`mentions ${key} drive, but no drive is given`);
    else if (driveKey(figures.drive) !== key)
      problems.push(`mentions ${key} drive, but the drive is ${figures.drive}`);
  }
  for (const [pattern, type] of batteryPatterns) {
    if (!pattern.test(text)) continue;
    if (figures.batteryType !== null && figures.batteryType !== type)
      problems.push(`mentions a ${type} battery, but the battery type is ${figures.batteryType}`);
  }
  return problems;
}

/** Every place where the description or a feature line disagrees with the vehicle's figures. */
export function copyConflicts(figures: CopyFigures): CopyConflict[] {
  const conflicts: CopyConflict[] = conflictsIn(figures.description, figures).map((problem) => ({
    field: 'description',
    message: `The description ${problem}.`,
  }));
  figures.features.forEach((feature, line) => {
    for (const problem of conflictsIn(feature, figures)) {
      conflicts.push({ field: 'features', line, message: `Feature line ${line + 1} ${problem}.` });
    }
  });
  return conflicts;
}

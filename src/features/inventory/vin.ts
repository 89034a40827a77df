/**
 * A 17-character VIN's check digit (49 CFR 565.15): each character's value times its position's
 * weight, summed, modulo 11 ("X" for 10), must be the 9th character. One mistyped character
 * almost always breaks it, which is how a buyer's lender or the DMV would catch it later.
 */

// Letters by their value: A-H are 1-8, J-R are 1-9 (no O or Q), S-Z are 2-9 (the standard's table).
const letterValues: Record<string, number> = Object.fromEntries(
  ['ABCDEFGH', 'JKLMN-P-R', '-STUVWXYZ'].flatMap((row) =>
    [...row].flatMap((letter, index) => (letter === '-' ? [] : [[letter, index + 1]])),
  ),
);
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit the other 16 characters call for, or undefined when the text is no VIN. */
export function vinCheckDigit(vin: string): string | undefined {
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return undefined;
  let sum = 0;
  for (const [index, character] of [...vin].entries()) {
    const value = /\d/.test(character) ? Number(character) : letterValues[character]!;
    sum += value * weights[index]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export function hasValidCheckDigit(vin: string): boolean {
  return vinCheckDigit(vin) === vin[8];
}

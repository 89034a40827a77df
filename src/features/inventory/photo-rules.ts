/** What the inventory office accepts as a vehicle photo (the form says so, the server checks it). */
export const photoRules = {
  maxBytes: 15 * 1024 * 1024,
  /** Per upload; staff can upload again for more. */
  maxFiles: 8,
  maxAltLength: 200,
  /**
   * The fewest pixels on either side: smaller shows nothing of a cart, a trade-in or a scratch,
   * and Google Shopping takes no listing image under 100 by 100.
   */
  minSide: 200,
  /** The most pixels a photo may have (a 108-megapixel phone photo has more): decoding costs by the pixel. */
  maxPixels: 80_000_000,
  accept: 'image/jpeg,image/png,image/webp',
} as const;

const maxMegabytes = photoRules.maxBytes / 1024 / 1024;

/** What an upload form says it takes, before its own words on how many. */
export const photoKindsAndSize = `JPEG, PNG or WebP, up to ${maxMegabytes} MB and ${photoRules.maxPixels / 1_000_000} megapixels each`;

export type PhotoRefusal =
  | 'too-large'
  | 'too-many-pixels'
  | 'too-small'
  | 'not-an-image'
  | 'unreadable'
  | 'too-many'
  | 'empty'
  | 'no-cart'
  | 'duplicate'
  | 'cart-gone';

export const photoRefusalMessages: Record<PhotoRefusal, string> = {
  'too-large': `is larger than ${maxMegabytes} MB. Export it smaller and try again.`,
  'too-many-pixels': `has more than ${photoRules.maxPixels / 1_000_000} megapixels. Export it smaller (4,000 pixels wide is plenty) and try again.`,
  'too-small': `is too small to show anything: send a photo at least ${photoRules.minSide} pixels wide and high.`,
  'not-an-image': 'is not a JPEG, PNG or WebP photo (whatever its name says).',
  unreadable: 'could not be read as a photo. It may be damaged.',
  'too-many': `was not uploaded: send at most ${photoRules.maxFiles} photos at a time.`,
  empty: 'is empty.',
  'no-cart': 'was not uploaded: its name does not start with the stock number of a cart in stock.',
  'cart-gone': 'was not uploaded: the cart was removed meanwhile.',
  duplicate: 'is the same photo as one already added here: take each side of the cart in a photo of its own.',
};

/**
 * The files past the first `maxFiles` of an upload, in one line: a post of hundreds of files is
 * answered with their count, not a line (and an address part) for each.
 */
export const tooManyLine = (count: number): string =>
  `${count} more ${count === 1 ? 'photo was' : 'photos were'} not uploaded: send at most ${photoRules.maxFiles} photos at a time.`;

/** The count of files past the limit an upload's answer carries (`tooMany=`), or 0. */
export const tooManyOf = (value: string | string[] | undefined): number =>
  typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : 0;

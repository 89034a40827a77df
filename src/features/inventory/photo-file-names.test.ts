import { describe, expect, it } from 'vitest';

import { byFileName, cartForPhotoFile } from './photo-file-names';

const carts = [
  { id: 'ranger', stockNumber: 'U-2231' },
  { id: 'short', stockNumber: 'U-22' },
  { id: 'onward', stockNumber: 'N-100' },
];

describe('cartForPhotoFile', () => {
  it('finds the cart whose stock number starts the file name, in any case, before a separator', () => {
    expect(cartForPhotoFile('U-2231.jpg', carts)?.id).toBe('ranger');
    expect(cartForPhotoFile('u-2231-2.JPEG', carts)?.id).toBe('ranger');
    expect(cartForPhotoFile('U-2231 rear seat.png', carts)?.id).toBe('ranger');
    expect(cartForPhotoFile('U-22_front.webp', carts)?.id).toBe('short');
    expect(cartForPhotoFile('N-100(3).jpg', carts)?.id).toBe('onward');
  });

  it('gives a stock number a sold cart kept to the listed cart that has it now, in any order', () => {
    const sold = { id: 'sold', stockNumber: 'U-2231', listed: false };
    const listed = { id: 'listed', stockNumber: 'u-2231', listed: true };
    expect(cartForPhotoFile('U-2231.jpg', [sold, listed])?.id).toBe('listed');
    expect(cartForPhotoFile('U-2231.jpg', [listed, sold])?.id).toBe('listed');
  });

  it('finds none when the name only begins like a stock number, or names none', () => {
    expect(cartForPhotoFile('U-22310.jpg', carts)).toBeUndefined();
    expect(cartForPhotoFile('N-1000.jpg', carts)).toBeUndefined();
    expect(cartForPhotoFile('IMG_2041.jpg', carts)).toBeUndefined();
    expect(cartForPhotoFile('.jpg', carts)).toBeUndefined();
  });
});

describe('byFileName', () => {
  it('puts numbered photos in the order they were numbered', () => {
    const names = ['U-1-10.jpg', 'U-1-2.jpg', 'u-1-1.jpg'].map((name) => ({ name }));
    expect(names.sort(byFileName).map((file) => file.name)).toEqual(['u-1-1.jpg', 'U-1-2.jpg', 'U-1-10.jpg']);
  });
});

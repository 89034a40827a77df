/** For a response whose address changes whenever its bytes do: browsers and CDNs keep it a year. */
export const immutable = 'public, max-age=31536000, immutable';

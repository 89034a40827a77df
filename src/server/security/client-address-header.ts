/** The request header in which the production server hands the trusted client address to Next. */
export const clientAddressHeader = 'x-fairway-client-address';

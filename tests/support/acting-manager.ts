/** The manager a test's staff-page changes are made by, as the staff page passes the signed-in one. */
export const actingManager = { name: 'Dana Reyes', email: 'dana.reyes@dealer.test' };

/**
 * Current passwords one session may try on Your account per quarter hour, before a change of
 * password is refused (src/features/staff/account-actions.ts). Counted per session, not per
 * account: a session left open or stolen cannot guess the password it lacks, nor spend the owner's
 * tries, and a new session needs the password itself.
 */
export const passwordChecksPerSession = 10;
export const passwordCheckWindowMinutes = 15;

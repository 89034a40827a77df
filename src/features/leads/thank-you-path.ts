/**
 * The thank-you page of an enquiry just stored: its reference, and the key that lets the browser
 * that sent it (and no one guessing references) read what was asked for (enquiry-recap.ts).
 */
export const thankYouPath = (reference: string, recapKey: string) =>
  `/thank-you?ref=${encodeURIComponent(reference)}&key=${encodeURIComponent(recapKey)}`;

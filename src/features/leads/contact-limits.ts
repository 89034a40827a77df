/**
 * The longest value each enquiry field takes: the schema's limits (contact-schema.ts) and the
 * form's maxLength, without the schema, so the form's page does not load zod to draw its fields.
 */
export const contactLimits = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
  context: 120,
} as const;

// The `maxlength` of the dashboard's text fields: the bounds the app's argument schemas enforce
// (LIMITS in electron/shared/contract-schemas.ts, which tests/renderer/input-limits.test.ts
// holds these to). Kept as plain numbers so the renderer bundle does not carry zod.
export const INPUT_LIMITS = {
  token: 1024,
  /** Maintenance names and status update titles. */
  name: 255,
  url: 2048,
  /** The spec does not bound an update's text; the app's schema does. */
  statusUpdateText: 10_000,
  /** The overview's filter: longer than any name it could match. */
  search: 255,
} as const

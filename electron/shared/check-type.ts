// A check type as a name the app can carry: the check page's route (`#/monitor/ID/check/TYPE`),
// IPC arguments, notification routing and rules all accept the same shape. Types come from the
// service, so one that does not fit is shown elsewhere (the monitor's page) rather than trusted.

/** The route's pattern for a type (without anchors, as vue-router's param regexp wants it). */
export const CHECK_TYPE_SOURCE = '[a-z][a-z0-9_]{0,39}'

export const CHECK_TYPE_PATTERN = new RegExp(`^${CHECK_TYPE_SOURCE}$`)

export function isCheckTypeName(value: string): boolean {
  return CHECK_TYPE_PATTERN.test(value)
}

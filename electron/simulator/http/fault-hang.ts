// The `hang` fault: the request is accepted and never answered, until the client gives up
// (its timeout or abort closes the connection) or the simulator stops.

/** A bound so an in-process caller without a socket cannot hold a request forever. */
const MAX_HANG_MS = 10 * 60_000

/** Resolves when the client has left (or after the bound). */
export function hangUntilClientLeaves(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(resolve, MAX_HANG_MS)
    timer.unref()
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}

/** Logged for a hung request: nobody received it (nginx's "client closed request"). */
export const CLIENT_CLOSED_STATUS = 499

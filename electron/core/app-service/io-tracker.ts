// Counts I/O the service has started and not yet seen finish (HTTP, keychain, disk), so a test
// driving a fake clock can wait until nothing is pending before moving time on.
export class IoTracker {
  private pending = 0

  get count(): number {
    return this.pending
  }

  track<T>(work: Promise<T>): Promise<T> {
    this.pending++
    return work.finally(() => {
      this.pending--
    })
  }

  /** Resolves once no tracked I/O has been pending for a few consecutive event-loop turns. */
  async idle(alsoQuiet: () => boolean = () => true): Promise<void> {
    let quiet = 0
    while (quiet < 3) {
      await new Promise<void>((resolve) => setImmediate(resolve))
      quiet = this.pending === 0 && alsoQuiet() ? quiet + 1 : 0
    }
  }
}

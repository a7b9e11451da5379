// Counts I/O the service has started and not yet seen finish (HTTP, keychain, disk), so a test
// driving a fake clock can wait until nothing is pending before moving time on.
export class IoTracker {
  private pending = 0
  /** idle() callers waiting for the pending count to reach zero. */
  private waiters: (() => void)[] = []

  get count(): number {
    return this.pending
  }

  track<T>(work: Promise<T>): Promise<T> {
    this.pending++
    return work.finally(() => {
      if (--this.pending > 0) return
      const waiters = this.waiters
      this.waiters = []
      for (const wake of waiters) wake()
    })
  }

  /**
   * Resolves once no tracked I/O has been pending for a few consecutive event-loop turns. While
   * I/O is pending it sleeps until the count reaches zero rather than polling every turn: a
   * poll allocates each turn, and in the memory bench those turns outnumbered everything else.
   */
  async idle(alsoQuiet: () => boolean = () => true): Promise<void> {
    let quiet = 0
    while (quiet < 3) {
      if (this.pending > 0) await new Promise<void>((resolve) => this.waiters.push(resolve))
      await new Promise<void>((resolve) => setImmediate(resolve))
      quiet = this.pending === 0 && alsoQuiet() ? quiet + 1 : 0
    }
  }
}

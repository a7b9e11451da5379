// What the last sweep made of each monitor's answer, by its place in the list, with the answer's
// print (../api/entry-print.ts). In the live world a monitor's answer moves every minute only in
// its run times: the next sweep compares prints and, where they match, takes what it made last
// time with the new run times read from the answer's marks, instead of parsing the monitor again.
// A monitor added above moves the places below it: those are parsed once, and kept again. Each
// page's layout is kept too: the next answer of the page is read there first (EntryStream).
import type { ListLayout } from '../api/schemas/entry-stream'
import type { MonitorState } from '../../shared/model'

/** What a sweep made of one monitor's answer. */
export interface Made {
  /** Where its run times were in it (RUN_TIME_MARKS), and its print with them blanked. */
  marks: readonly number[]
  print: number
  state: MonitorState
  /** Where its check-run marks are among its checks (checkRunPlaces). */
  places: readonly number[]
  /** Its own certificate and domain thresholds (ownDays). */
  days: number
  domainDays: number
}

export class SweepMemo {
  private last: (Made | null)[] = []
  private next: (Made | null)[] = []
  private lastLayouts: (ListLayout | null)[] = []
  private nextLayouts: (ListLayout | null)[] = []

  /** Where page `page`'s monitors were in the last sweep. */
  layout(page: number): ListLayout | null {
    return this.lastLayouts[page] ?? null
  }

  /** Where page `page`'s monitors were in this sweep. */
  keepLayout(page: number, layout: ListLayout | null): void {
    this.nextLayouts[page] = layout
  }

  /** What the last sweep made of the answer at the sweep's next place. */
  recall(): Made | null {
    return this.last[this.next.length] ?? null
  }

  /** What this sweep made of the answer at its next place (null: nothing to keep). */
  keep(made: Made | null): void {
    this.next.push(made)
  }

  /** A sweep starts: what the last one that ended kept is what it recalls. */
  start(): void {
    this.next = []
    this.nextLayouts = []
  }

  /** The sweep ended: the next one recalls what it kept. */
  finish(): void {
    this.last = this.next
    this.next = []
    this.lastLayouts = this.nextLayouts
    this.nextLayouts = []
  }

  /** Forgets everything (sign-out, another account). */
  clear(): void {
    this.start()
    this.finish()
  }
}

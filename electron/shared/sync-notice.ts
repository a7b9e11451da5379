// The sync line's start-up notice as data: a host whose pages may speak another language than it
// does (serve mode) sends what happened as a kind and values, and each page says it from its
// catalogue. `SyncStatus.notice` keeps the English sentence the log and the CLI show.

export type SyncNotice =
  /** The settings could not be read and were kept as `backup`; the defaults are in use. */
  | { kind: 'settings-set-aside'; problem: string; backup: string }
  /** The settings could not be read nor set aside: the defaults, changes kept for this run. */
  | { kind: 'settings-not-set-aside'; problem: string; reason: string }
  /** Any other notice, as its source wrote it. */
  | { kind: 'text'; text: string }

/** A notice's English sentence. */
export function noticeSentence(notice: SyncNotice): string {
  switch (notice.kind) {
    case 'settings-set-aside':
      return `Your settings could not be read (${notice.problem}), so the defaults are in use. The old file was kept as ${notice.backup}.`
    case 'settings-not-set-aside':
      return `Your settings could not be read (${notice.problem}) nor set aside (${notice.reason}), so the defaults are in use and changes are kept for this run only.`
    case 'text':
      return notice.text
  }
}

/** Notices and sentences alike as notices (a sentence as it was written). */
export function asNotices(
  items: readonly (string | readonly SyncNotice[] | null | undefined)[],
): SyncNotice[] {
  return items.flatMap((item) =>
    !item ? [] : typeof item === 'string' ? [{ kind: 'text' as const, text: item }] : [...item],
  )
}

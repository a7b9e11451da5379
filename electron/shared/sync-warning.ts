// The sync line's warnings as data: the engine fills them, each window says them in its own
// language from its catalogue (overview.notice), while `SyncStatus.warnings` keeps the English
// sentences the tray and the CLI show.

/** A notification destination the service disabled by itself, or how many more it disabled. */
export type SyncWarning = (
  | { kind: 'destination-disabled'; name: string; reason: string }
  | { kind: 'destinations-disabled'; count: number }
) & {
  /** The account's name when several accounts are watched, else absent. */
  account?: string
}

/** A warning's English sentence (without its account). */
export function warningSentence(warning: SyncWarning): string {
  switch (warning.kind) {
    case 'destination-disabled':
      return `${warning.name} was disabled by Oh Dear: ${warning.reason}`
    case 'destinations-disabled':
      return `${warning.count} more notification destinations were disabled by Oh Dear.`
  }
}

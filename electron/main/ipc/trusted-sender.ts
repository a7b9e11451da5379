// Which IPC senders may call the app: only the app's own windows, and only while they show the
// app's own pages (a window that somehow navigated elsewhere loses its voice).
export interface SenderInfo {
  webContentsId: number
  /** URL of the frame that sent the message; null when the frame is gone. */
  frameUrl: string | null
}

export function isTrustedSender(
  sender: SenderInfo,
  knownWebContentsIds: ReadonlySet<number>,
  isAppUrl: (url: string) => boolean,
): boolean {
  if (!knownWebContentsIds.has(sender.webContentsId)) return false
  return sender.frameUrl !== null && isAppUrl(sender.frameUrl)
}

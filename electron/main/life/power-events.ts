// Sleep, wake and network changes feed the engine: it pauses while suspended or offline and
// sweeps at once (with jitter) when the machine wakes or comes back online. Electron has no
// online/offline event in main, so connectivity is polled with net.isOnline().
import { net, powerMonitor } from 'electron'
import type { Clock, TimerHandle } from '../../core/ports'

export interface PowerSink {
  suspend(): void
  resume(): void
  setOnline(online: boolean): void
}

export const ONLINE_POLL_MS = 5_000

export function setupPowerEvents(sink: PowerSink, clock: Clock): () => void {
  const onSuspend = () => sink.suspend()
  const onResume = () => sink.resume()
  powerMonitor.on('suspend', onSuspend)
  powerMonitor.on('resume', onResume)

  let online = net.isOnline()
  sink.setOnline(online)
  let timer: TimerHandle | null = null
  const poll = () => {
    const now = net.isOnline()
    if (now !== online) {
      online = now
      sink.setOnline(now)
    }
    timer = clock.setTimer(ONLINE_POLL_MS, poll)
  }
  timer = clock.setTimer(ONLINE_POLL_MS, poll)

  return () => {
    timer?.cancel()
    powerMonitor.off('suspend', onSuspend)
    powerMonitor.off('resume', onResume)
  }
}

// The listeners of AppService events. A listener that throws is logged, never allowed to break
// the engine or the other listeners.
import type { AppServiceEvent, AppServiceListener } from '../../shared/app-service-api'
import type { Logger } from '../ports'
import { messageOf } from '../../shared/errors'

export class ServiceEmitter {
  private listeners = new Set<AppServiceListener>()

  constructor(private readonly logger: Logger) {}

  subscribe(listener: AppServiceListener): () => void {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  emit(event: AppServiceEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event)
      } catch (error) {
        this.logger.error('An AppService listener failed', {
          event: event.type,
          error: messageOf(error),
        })
      }
    }
  }
}

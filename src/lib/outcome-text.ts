// An action's outcome for the screen. The app words a success in English (as the CLI prints it):
// in English its sentence is shown as sent (it may say more); in another language the dashboard
// says it from what was asked. A refusal stays as sent (its detail is the service's).
import { showsAppWords } from './error-text'

export function outcomeText<R extends { ok: boolean; message: string }>(
  answer: R,
  done: () => string,
): R {
  return answer.ok && !showsAppWords() ? { ...answer, message: done() } : answer
}

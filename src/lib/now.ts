// One shared ticking clock for relative times: a single interval however many components
// show "3 min ago", started by the first user and stopped when the last one unmounts.
import { onScopeDispose, ref, type Ref } from 'vue'

const now = ref(Date.now())
let users = 0
let timer: ReturnType<typeof setInterval> | null = null

export function useNow(): Ref<number> {
  users++
  if (!timer) {
    now.value = Date.now()
    timer = setInterval(() => (now.value = Date.now()), 1000)
  }
  onScopeDispose(() => {
    users--
    if (users === 0 && timer) {
      clearInterval(timer)
      timer = null
    }
  })
  return now
}

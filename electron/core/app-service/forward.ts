// Operations answered by whichever object is current when they are called (the active session):
// each is looked up at call time, so a session opened later answers them.
export function forwardTo<T extends object>(target: () => T, template: T): T {
  const forwarded: Record<string, unknown> = {}
  for (const [name, member] of Object.entries(template)) {
    if (typeof member !== 'function') continue
    forwarded[name] = (...args: unknown[]) =>
      (target() as Record<string, (...args: unknown[]) => unknown>)[name]!(...args)
  }
  return forwarded as T
}

// Client functions validate their arguments synchronously; callers expect a rejected promise, not
// a throw, from anything that returns a promise. This wraps every function of an API object so a
// synchronous throw becomes a rejection.

type AnyFunction = (...args: never[]) => unknown

export function rejectInsteadOfThrow<T extends object>(api: T): T {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(api)) {
    if (typeof value === 'function') {
      const fn = value as AnyFunction
      out[key] = (...args: never[]) => {
        try {
          return fn(...args)
        } catch (error) {
          return Promise.reject(error)
        }
      }
    } else if (typeof value === 'object' && value !== null) {
      out[key] = rejectInsteadOfThrow(value)
    } else {
      out[key] = value
    }
  }
  return out as T
}

/** `['data', 3, 'checks', 0, 'enabled']` -> `data[3].checks[0].enabled`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else out += out ? `.${String(key)}` : String(key)
  }
  return out
}

// Resolves once the browser has painted what is on the page now (a frame, then a task), or after
// a short while in a tab that draws no frames (hidden, in the background).
export function afterPaint(fallbackMs = 250): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, fallbackMs)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer)
        resolve()
      }, 0),
    )
  })
}

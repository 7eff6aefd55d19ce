/**
 * Calls back in a task after the browser's next frame: what can wait for what a screen shows first (the subject's
 * treatment log, under the history) is made after that frame, so the browser paints the first thing without the
 * second's elements and layout in the same frame. Where the page is hidden (no frames come), in the next task.
 * Returns the way to cancel it.
 */
export function afterPaint(callback: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined
  const after = () => {
    task = setTimeout(callback, 0)
  }
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame === 'undefined') {
    after()
    return () => clearTimeout(task)
  }
  const frame = requestAnimationFrame(after)
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(task)
  }
}

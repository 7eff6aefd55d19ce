/**
 * Runs `task` for every item, at most `limit` at a time, calling `onDone` after each. After a failure no new
 * task starts; the ones under way finish, then the first failure is thrown.
 */
export async function eachWithLimit<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<unknown>,
  onDone: (done: number) => void,
): Promise<void> {
  let next = 0
  let done = 0
  const failures: unknown[] = []
  async function lane(): Promise<void> {
    while (failures.length === 0 && next < items.length) {
      const item = items[next++] as T
      try {
        await task(item)
      } catch (error) {
        failures.push(error)
        return
      }
      done += 1
      onDone(done)
    }
  }
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, lane))
  if (failures.length > 0) throw failures[0]
}

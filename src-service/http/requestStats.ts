/** Counts requests per method and route pattern (e.g. 'GET /api/v1/companies/:cid/datasets/'). */
export interface RequestStats {
  record(method: string, routePattern: string | undefined): void
  count(method: string, routePattern: string): number
}

/** The pattern recorded for requests that matched no route. */
export const unmatchedRoute = '(unmatched)'

export function createRequestStats(): RequestStats {
  const counts = new Map<string, number>()
  const keyOf = (method: string, pattern: string) => `${method.toUpperCase()} ${pattern}`
  return {
    record(method, routePattern) {
      const key = keyOf(method, routePattern ?? unmatchedRoute)
      counts.set(key, (counts.get(key) ?? 0) + 1)
    },
    count: (method, routePattern) => counts.get(keyOf(method, routePattern)) ?? 0,
  }
}

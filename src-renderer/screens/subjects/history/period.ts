/** The history period choice and the `since` date it asks the service for. */
export const periods = ['3', '6', '12', 'all'] as const
export type Period = (typeof periods)[number]

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/**
 * The first day of the last N months ending today (local date), as `YYYY-MM-DD`, or null for all: "3 months"
 * on 15 May starts on 16 February, so a monthly visit on 15 February is the fourth month back and left out.
 */
export function sinceFor(period: Period, now: Date): string | null {
  if (period === 'all') return null
  const date = new Date(now.getFullYear(), now.getMonth() - Number(period), now.getDate() + 1)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

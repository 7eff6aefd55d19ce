/** The service's score bands for 0–100 scores (service-gaps.md "Results"): upper bounds inclusive. */
export const bandNames = ['bad', 'poor', 'average', 'good', 'great', 'excellent'] as const
export type BandName = (typeof bandNames)[number]

export type Band = { name: BandName; from: number; to: number }

/** Lowest first; `from` is exclusive except for `bad`, which starts at 0 inclusive. */
export const bands: readonly Band[] = [
  { name: 'bad', from: 0, to: 30 },
  { name: 'poor', from: 30, to: 50 },
  { name: 'average', from: 50, to: 70 },
  { name: 'good', from: 70, to: 80 },
  { name: 'great', from: 80, to: 90 },
  { name: 'excellent', from: 90, to: 100 },
]

/** The band a score falls in: (90,100] excellent … [0,30] bad; null outside 0–100 or not a number. */
export function bandOf(score: number): BandName | null {
  if (!Number.isFinite(score) || score < 0 || score > 100) return null
  const band = bands.find((b) => score <= b.to)
  return band ? band.name : null
}

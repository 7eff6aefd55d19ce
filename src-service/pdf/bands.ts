export type ScoreBand = 'excellent' | 'great' | 'good' | 'average' | 'poor' | 'bad'

/** Bands of service-gaps.md, lowest first; each covers (from, to], except 'bad' which is [0, 30]. */
export const SCORE_BANDS: ReadonlyArray<{
  band: ScoreBand
  from: number
  to: number
  color: string
  tint: string
}> = [
  { band: 'bad', from: 0, to: 30, color: '#C2410C', tint: '#F6D3C2' },
  { band: 'poor', from: 30, to: 50, color: '#D97706', tint: '#F9E2BD' },
  { band: 'average', from: 50, to: 70, color: '#CA8A04', tint: '#F5EAB8' },
  { band: 'good', from: 70, to: 80, color: '#65A30D', tint: '#DCEBC0' },
  { band: 'great', from: 80, to: 90, color: '#16A34A', tint: '#C8E9D2' },
  { band: 'excellent', from: 90, to: 100, color: '#047857', tint: '#BFE3D6' },
]

export function scoreBand(score: number): ScoreBand {
  if (score > 90) return 'excellent'
  if (score > 80) return 'great'
  if (score > 70) return 'good'
  if (score > 50) return 'average'
  if (score > 30) return 'poor'
  return 'bad'
}

export function bandColor(band: ScoreBand): string {
  return SCORE_BANDS.find((entry) => entry.band === band)?.color ?? '#6B7280'
}

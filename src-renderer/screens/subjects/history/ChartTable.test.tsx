/**
 * The history's data table says how much each visit changed since the one before, and "no clear change" when
 * that is within the metric's noise floor (issue 28); nothing across two versions of the analysis.
 */
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { NOISE_FLOORS } from '../../../../src-shared/domain/noiseFloors'
import { renderScreen } from '../../../testing/renderScreen'
import { ChartTable } from './ChartTable'
import type { NumericPoint } from './series'

const point = (day: number, value: number, version: string | null = null): NumericPoint => ({
  time: Date.UTC(2026, 0, day),
  imageId: `img-${day}`,
  capturedAt: new Date(Date.UTC(2026, 0, day)).toISOString(),
  version,
  value,
})

async function changes(language: 'en' | 'de' = 'en') {
  const floor = NOISE_FLOORS.redness_score ?? 0
  const points = [point(1, 50), point(2, 50 + floor), point(3, 50 + 2 * floor + 5), point(4, 40, '3.0')]
  await renderScreen(
    <ChartTable
      caption="Redness"
      techName="redness_score"
      points={points}
      smoothed={[]}
      onOpen={() => undefined}
    />,
    { language },
  )
  await userEvent.click(screen.getByText(language === 'en' ? 'Show as table' : 'Als Tabelle zeigen'))
  return screen.getAllByTestId('history-table-change').map((cell) => cell.textContent)
}

describe('the history data table', () => {
  it('gives each change since the visit before, and says when it is within the noise floor', async () => {
    const floor = NOISE_FLOORS.redness_score ?? 0
    expect(await changes()).toEqual([
      '—',
      `+${floor} (no clear change)`,
      `+${floor + 5}`,
      // another version of the analysis: not comparable
      '—',
    ])
  })

  it('says it in German', async () => {
    expect((await changes('de'))[1]).toContain('(keine klare Änderung)')
  })
})

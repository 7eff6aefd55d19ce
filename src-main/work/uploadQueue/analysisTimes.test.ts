/** Where the analyses end, learned from the polls (issue 46): what two polls tell, and a service that changes. */
import { describe, expect, it } from 'vitest'
import { analysisShape, createAnalysisTimes, endedAt } from './analysisTimes'

const STEP = 120
const shape = analysisShape('https://skin.example.test', 'v1', 1)

describe('analysis times', () => {
  it('takes the poll in vain before the one that found the results, or a step before a first poll that did', () => {
    expect(endedAt(490, 610, STEP)).toBe(490)
    expect(endedAt(58_386, 68_386, STEP)).toBe(58_386)
    expect(endedAt(0, 250, STEP)).toBe(130)
    expect(endedAt(0, 2_000, STEP)).toBe(1_500)
  })

  it('knows nothing of a service and shape it has not seen finish', () => {
    const times = createAnalysisTimes(STEP)
    times.learn(shape, 490, 610)
    expect(times.plan(analysisShape('https://other.example.test', 'v1', 1))).toBeNull()
    expect(times.plan(analysisShape('https://skin.example.test', 'v1', 3))).toBeNull()
    expect(times.plan(shape)?.firstMs).toBe(490)
  })

  it('lets ends told by short steps count over those told by the growing waits', () => {
    const times = createAnalysisTimes(STEP)
    times.learn(shape, 250, 625)
    expect(times.plan(shape)?.firstMs).toBe(250)
    times.learn(shape, 490, 610)
    expect(times.plan(shape)).toEqual({ firstMs: 490, untilMs: 490 + 6 * STEP })
  })

  it('follows a service that gets faster, and one that gets slower, within its last eight captures', () => {
    const times = createAnalysisTimes(STEP)
    for (let i = 0; i < 8; i++) times.learn(shape, 2_900, 3_020)
    expect(times.plan(shape)?.firstMs).toBe(2_900)
    // now done before the first poll each time: the first poll comes earlier, capture by capture
    const firsts: number[] = []
    for (let i = 0; i < 16; i++) {
      const first = times.plan(shape)?.firstMs ?? 0
      firsts.push(first)
      if (first <= 600) times.learn(shape, first, first + STEP)
      else times.learn(shape, 0, first)
    }
    expect(firsts.at(-1)).toBeLessThanOrEqual(600)
    for (let i = 0; i < 8; i++) times.learn(shape, 5_000, 5_120)
    expect(times.plan(shape)?.firstMs).toBe(5_000)
    // short steps for at most twelve polls, whatever was seen
    times.learn(shape, 60_000, 60_120)
    const plan = times.plan(shape)
    expect(plan && (plan.untilMs - plan.firstMs) / STEP).toBe(12)
  })
})

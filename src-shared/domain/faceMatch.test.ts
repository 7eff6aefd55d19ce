import { describe, expect, it } from 'vitest'
import { baselineHints, comparability, MATCH_TOLERANCES, type FaceShot } from './faceMatch'

const baseline: FaceShot = {
  width: 1000,
  height: 1250,
  eyeLeft: { x: 420, y: 520 },
  eyeRight: { x: 580, y: 520 },
  nose: { x: 500, y: 620 },
  mouth: { x: 500, y: 720 },
  yaw: 0,
  roll: 0,
  pitch: 0,
  luma: 140,
  redBlue: 1.3,
}

/** The baseline with its eyes spread by `scale` about their centre. */
function zoomed(scale: number): FaceShot {
  const spread = (x: number) => 500 + (x - 500) * scale
  return {
    ...baseline,
    eyeLeft: { ...baseline.eyeLeft, x: spread(baseline.eyeLeft.x) },
    eyeRight: { ...baseline.eyeRight, x: spread(baseline.eyeRight.x) },
  }
}

describe('against the baseline', () => {
  it('asks for nothing while every tolerance holds', () => {
    expect(baselineHints(baseline, { ...baseline, yaw: 5, roll: -3, luma: 150 })).toEqual([])
    expect(baselineHints(baseline, zoomed(1.07))).toEqual([])
  })

  it('says what to change, the largest difference first, in the patient’s own left and right', () => {
    expect(baselineHints(baseline, zoomed(0.8))).toEqual(['closer'])
    expect(baselineHints(baseline, zoomed(1.2))).toEqual(['back'])
    // the nose points further to the image's right: they turned to their left; back towards their right
    expect(baselineHints(baseline, { ...baseline, yaw: 12 })).toEqual(['turnRight'])
    expect(baselineHints(baseline, { ...baseline, yaw: -12 })).toEqual(['turnLeft'])
    // the image-right eye (their left) lower: the head leans to their left; back towards their right
    expect(baselineHints(baseline, { ...baseline, roll: 9 })).toEqual(['tiltRight'])
    expect(baselineHints(baseline, { ...baseline, pitch: -10 })).toEqual(['chinUp'])
    expect(baselineHints(baseline, { ...baseline, luma: 180, redBlue: 1.15 })).toEqual([
      'brighterThanBefore',
      'coolerThanBefore',
    ])
    const moved = { ...baseline, eyeLeft: { x: 520, y: 520 }, eyeRight: { x: 680, y: 520 }, yaw: 40 }
    expect(baselineHints(baseline, moved)).toEqual(['turnRight', 'reframe'])
  })
})

describe('comparability of two photos', () => {
  it('is good at the baseline, fair a little beyond, and poor for a 15° turn, with its reasons', () => {
    expect(comparability(baseline, baseline)).toEqual({ score: 100, level: 'good', reasons: [] })
    const fair = comparability(baseline, { ...baseline, yaw: MATCH_TOLERANCES.yaw * 1.5 })
    expect(fair).toMatchObject({ level: 'fair', reasons: ['pose'] })
    const poor = comparability(baseline, { ...zoomed(1.1), yaw: 15, luma: 100 })
    expect(poor.level).toBe('poor')
    expect(poor.reasons).toEqual(['pose', 'exposure', 'scale'])
    expect(poor.score).toBeLessThan(fair.score)
  })
})

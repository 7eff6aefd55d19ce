/**
 * Guidance against the patient's last photo of a side (issue 28), on real frames analysed by the real face model:
 * the same portrait matches itself; taken from further away, tilted or in brighter light, the hint says what to
 * change, in the patient's own terms. The match holds back nothing but the auto-capture.
 */
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { comparability } from '../../../../src-shared/domain/faceMatch'
import { evaluateGuidance, failedChecks, type FrameAnalysis } from './checks'
import { estimatePitch, faceShotOf } from './faceShot'
import { frontPortrait } from '../../../../tests/support/photos'
import { analyseImage } from '../../../../tests/support/faceModel'

const analyse = analyseImage

const shotOf = (analysis: FrameAnalysis) => {
  const shot = faceShotOf(analysis)
  if (!shot) throw new Error('no face found')
  return shot
}

/** The guidance for a front frame at 1080 px, against last time's photo (its FaceShot; null: no face in it). */
const frontAgainst = (analysis: FrameAnalysis, baseline: ReturnType<typeof faceShotOf>) =>
  evaluateGuidance({ analysis, side: 'front', sourceShortSide: 1080, baseline })

let portrait: Buffer
let front: FrameAnalysis
/** The same portrait with the face 20 % larger: the baseline was taken closer. */
let closer: FrameAnalysis
/** The same portrait turned 10° in the picture's plane (clockwise on screen). */
let tilted: FrameAnalysis
/** The same portrait in light 35 % brighter. */
let brighter: FrameAnalysis
/** The same portrait with the blue turned down: warmer light. */
let warmer: FrameAnalysis

beforeAll(async () => {
  portrait = await frontPortrait()
  const { width = 0, height = 0 } = await sharp(portrait).metadata()
  front = await analyse(portrait)
  const w = Math.round(width / 1.2)
  const h = Math.round(height / 1.2)
  closer = await analyse(
    await sharp(portrait)
      .extract({ left: Math.round((width - w) / 2), top: Math.round((height - h) / 2), width: w, height: h })
      .resize(width, height)
      .jpeg()
      .toBuffer(),
  )
  tilted = await analyse(
    await sharp(portrait)
      .rotate(10, { background: '#808080' })
      .resize(width, height, { fit: 'cover' })
      .jpeg()
      .toBuffer(),
  )
  brighter = await analyse(await sharp(portrait).linear(1.35, 0).jpeg().toBuffer())
  warmer = await analyse(await sharp(portrait).linear([1.05, 1, 0.85], [0, 0, 0]).jpeg().toBuffer())
}, 90_000)

describe('a frame against the baseline', () => {
  it('matches the same portrait: every tolerance holds, and the photo may take itself', () => {
    const guidance = frontAgainst(front, shotOf(front))
    expect(guidance.checks.find((c) => c.name === 'match')).toEqual({ name: 'match', ok: true, reason: null })
    expect(guidance.baselineHints).toEqual([])
    expect(guidance.allOk).toBe(true)
    expect(guidance.hint).toBe('ready')
  })

  it('asks to come a little closer when last time the face was larger', () => {
    const guidance = frontAgainst(front, shotOf(closer))
    expect(guidance.hint).toBe('baseline.closer')
    expect(guidance.allOk).toBe(false)
    // Help, not a gate: a shot taken anyway records no warning for it.
    expect(failedChecks(guidance.checks)).toEqual([])
    const back = frontAgainst(closer, shotOf(front))
    expect(back.baselineHints[0]).toBe('back')
  })

  it('asks to tilt the head back the other way, in the patient’s own left and right', () => {
    // Turned clockwise on screen: the image-right eye (the patient's left) is lower, so the head leans to their
    // left; it goes back towards their right.
    expect(shotOf(tilted).roll - shotOf(front).roll).toBeGreaterThan(6)
    const guidance = frontAgainst(tilted, shotOf(front))
    expect(guidance.baselineHints).toContain('tiltRight')
    const other = frontAgainst(front, shotOf(tilted))
    expect(other.baselineHints).toContain('tiltLeft')
  })

  it('says the light is brighter, or warmer, than last time', () => {
    const bright = frontAgainst(brighter, shotOf(front))
    expect(bright.baselineHints).toContain('brighterThanBefore')
    expect(bright.baselineHints).not.toContain('closer')
    const warm = frontAgainst(warmer, shotOf(front))
    expect(warm.baselineHints).toContain('warmerThanBefore')
  })

  it('guides as usual when last time’s photo has no face, and says so', () => {
    const guidance = frontAgainst(front, null)
    expect(guidance.checks.find((c) => c.name === 'match')).toEqual({
      name: 'match',
      ok: true,
      reason: 'baselineNoFace',
    })
    expect(guidance.allOk).toBe(true)
  })

  it('has no match check at all for a first visit', () => {
    const guidance = evaluateGuidance({ analysis: front, side: 'front', sourceShortSide: 1080 })
    expect(guidance.checks.map((c) => c.name)).not.toContain('match')
  })

  it('waits for a face when the live frame has none, without failing the other checks twice', () => {
    const empty: FrameAnalysis = { ...front, faces: [] }
    const guidance = frontAgainst(empty, shotOf(front))
    expect(guidance.checks.find((c) => c.name === 'match')).toEqual({
      name: 'match',
      ok: false,
      reason: 'noFace',
    })
    expect(guidance.hint).toBe('noFace')
  })

  it('rates a 10° tilt as a pose difference and the same portrait as comparable', () => {
    expect(comparability(shotOf(front), shotOf(front)).level).toBe('good')
    const tilt = comparability(shotOf(front), shotOf(tilted))
    expect(tilt.reasons[0]).toBe('pose')
    expect(tilt.level).not.toBe('good')
  })
})

describe('pitch from the landmarks', () => {
  const eyes = { x: 100, y: 100 }
  const mouth = { x: 100, y: 200 }
  it('is about level when the nose tip sits at its usual share of the way down', () => {
    expect(Math.abs(estimatePitch(eyes, { x: 100, y: 155 }, mouth, 0))).toBeLessThan(0.5)
  })
  it('reads a nose tip nearer the eyes as the chin raised, and nearer the mouth as lowered', () => {
    expect(estimatePitch(eyes, { x: 100, y: 140 }, mouth, 0)).toBeGreaterThan(10)
    expect(estimatePitch(eyes, { x: 100, y: 170 }, mouth, 0)).toBeLessThan(-10)
  })
  it('does not count roll as pitch', () => {
    const a = (20 * Math.PI) / 180
    const rotate = (p: { x: number; y: number }) => ({
      x: eyes.x + (p.x - eyes.x) * Math.cos(a) - (p.y - eyes.y) * Math.sin(a),
      y: eyes.y + (p.x - eyes.x) * Math.sin(a) + (p.y - eyes.y) * Math.cos(a),
    })
    expect(estimatePitch(eyes, rotate({ x: 100, y: 140 }), rotate(mouth), 20)).toBeCloseTo(
      estimatePitch(eyes, { x: 100, y: 140 }, mouth, 0),
      6,
    )
  })
})

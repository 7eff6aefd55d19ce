/**
 * The live checklist and its one hint, on real frames analysed by the real face model, on made-up layouts, and
 * the auto-capture countdown.
 */
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { advanceHold, idleHold } from './autoCapture'
import { evaluateGuidance, failedChecks, type FrameAnalysis } from './checks'
import { adviseLayout, countedFaces } from './faceLayout'
import type { FoundFace } from './frame'
import { AUTO_CAPTURE_HOLD_MS } from './thresholds'
import { demoPhoto, frontPortrait, turnedPortrait } from '../../../../tests/support/photos'
import { analyseImage } from '../../../../tests/support/faceModel'

const analyse = analyseImage

let front: FrameAnalysis
let turned: FrameAnalysis

beforeAll(async () => {
  front = await analyse(await frontPortrait())
  turned = await analyse(await turnedPortrait())
}, 60_000)

describe('guidance on real frames', () => {
  it('is ready when a well-lit face looks into a full-HD camera', () => {
    const guidance = evaluateGuidance({ analysis: front, side: 'front', sourceShortSide: 1080 })
    expect(failedChecks(guidance.checks)).toEqual([])
    expect(guidance.allOk).toBe(true)
    expect(guidance.hint).toBe('ready')
  })

  it('lets a 720p camera take the photo with a resolution note, and stops one below 256 px', () => {
    const hd = evaluateGuidance({ analysis: front, side: 'front', sourceShortSide: 720 })
    expect(hd.allOk).toBe(true)
    expect(hd.hint).toBe('ready')
    expect(hd.checks.find((check) => check.name === 'resolution')).toEqual({
      name: 'resolution',
      ok: true,
      reason: 'lowResolution',
    })
    // Recorded with the shot, as every note is.
    expect(failedChecks(hd.checks)).toEqual(['resolution'])
    const tiny = evaluateGuidance({ analysis: front, side: 'front', sourceShortSide: 240 })
    expect(tiny.allOk).toBe(false)
    expect(tiny.hint).toBe('tooLowResolution')
  })

  it('asks a turned head to look straight for the front, and accepts it for the right side', () => {
    const forFront = evaluateGuidance({ analysis: turned, side: 'front', sourceShortSide: 1080 })
    expect(forFront.hint).toBe('lookStraight')
    expect(failedChecks(forFront.checks)).toEqual(['pose'])
    expect(evaluateGuidance({ analysis: turned, side: 'right', sourceShortSide: 1080 }).allOk).toBe(true)
    expect(evaluateGuidance({ analysis: turned, side: 'left', sourceShortSide: 1080 }).hint).toBe('turnRight')
  })

  it('says there is no face in an empty room, and asks for light first in the dark', async () => {
    const empty = await analyse(
      await sharp(demoPhoto(4)).extract({ left: 1500, top: 0, width: 400, height: 300 }).toBuffer(),
    )
    expect(evaluateGuidance({ analysis: empty, side: 'front', sourceShortSide: 1080 }).hint).toBe('noFace')
    const dark = await analyse(
      await sharp(await frontPortrait())
        .linear(0.2, 0)
        .toBuffer(),
    )
    const guidance = evaluateGuidance({ analysis: dark, side: 'front', sourceShortSide: 1080 })
    expect(guidance.checks.find((check) => check.name === 'exposure')?.reason).toBe('dark')
    expect(guidance.hint).toBe('dark')
  })

  it('asks for one person only when two faces of similar size are in the picture', () => {
    const subject = front.faces[0]
    if (!subject) throw new Error('no face')
    const second: FoundFace = { ...subject, box: { ...subject.box, x: subject.box.x + 200 } }
    const guidance = evaluateGuidance({
      analysis: { ...front, faces: [subject, second] },
      side: 'front',
      sourceShortSide: 1080,
    })
    expect(guidance.hint).toBe('manyFaces')
  })
})

describe('face layout', () => {
  const face = (x: number, y: number, width: number, height: number): FoundFace => ({
    box: { x, y, width, height },
    score: 0.9,
    landmarks: [],
  })

  it('ignores far smaller faces in the background', () => {
    expect(countedFaces([face(250, 100, 150, 180), face(20, 20, 30, 36)])).toHaveLength(1)
    expect(countedFaces([face(250, 100, 150, 180), face(20, 20, 120, 150)])).toHaveLength(2)
  })

  it.each([
    ['ok', 250, 110, 140, 170],
    ['closer', 290, 160, 60, 70],
    ['back', 170, 0, 300, 340],
    ['centre', 20, 110, 140, 170],
    ['centre', 250, 0, 140, 150],
  ] as const)('says %s for a face box at (%d, %d) %d×%d in a 640×360 frame', (advice, x, y, w, h) => {
    expect(adviseLayout({ x, y, width: w, height: h }, 640, 360)).toBe(advice)
  })
})

describe('auto-capture countdown', () => {
  it('fires once every check has held for the whole hold time, and starts again after a break', () => {
    let step = advanceHold(idleHold, true, 1000)
    expect(step).toMatchObject({ progress: 0, fire: false })
    step = advanceHold(step.hold, true, 1000 + AUTO_CAPTURE_HOLD_MS / 2)
    expect(step.progress).toBeCloseTo(0.5)
    step = advanceHold(step.hold, false, 1000 + AUTO_CAPTURE_HOLD_MS * 0.9)
    expect(step).toMatchObject({ progress: 0, fire: false })
    step = advanceHold(step.hold, true, 3000)
    step = advanceHold(step.hold, true, 3000 + AUTO_CAPTURE_HOLD_MS - 1)
    expect(step.fire).toBe(false)
    step = advanceHold(step.hold, true, 3000 + AUTO_CAPTURE_HOLD_MS)
    expect(step).toMatchObject({ progress: 1, fire: true, hold: idleHold })
  })
})

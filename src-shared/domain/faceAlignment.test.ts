import { describe, expect, it } from 'vitest'
import { alignment, coverPlacement, moveOnFrame, onFrame } from './faceAlignment'
import type { FaceShot } from './faceMatch'
import { applySimilarity, type Similarity } from './similarity'

/** A frontal face in a 1440×1080 photo. */
const before: FaceShot = {
  width: 1440,
  height: 1080,
  eyeLeft: { x: 640, y: 430 },
  eyeRight: { x: 800, y: 428 },
  nose: { x: 722, y: 520 },
  mouth: { x: 720, y: 610 },
  yaw: 0,
  roll: 0,
  pitch: 0,
  luma: 120,
  redBlue: 1.2,
}

/** The after photo: the before photo's face moved by a known transform, into a photo of another size. */
function movedShot(t: Similarity, width: number, height: number): FaceShot {
  const move = (p: { x: number; y: number }) => applySimilarity(t, p)
  return {
    ...before,
    width,
    height,
    eyeLeft: move(before.eyeLeft),
    eyeRight: move(before.eyeRight),
    nose: move(before.nose),
    mouth: move(before.mouth),
  }
}

describe('aligning the after photo onto the before photo', () => {
  it('puts every landmark of the after photo where the before photo shows it, for any size of photo', () => {
    const cases: [Similarity, number, number][] = [
      [{ scale: 1.1, rotation: 0.26, tx: -80, ty: 40 }, 1440, 1080],
      [{ scale: 0.8, rotation: -0.1, tx: 200, ty: -30 }, 4000, 3000],
      [{ scale: 2.4, rotation: 0.05, tx: -900, ty: 100 }, 3024, 4032],
    ]
    for (const [t, width, height] of cases) {
      const after = movedShot(t, width, height)
      const move = alignment(before, after)
      expect(move).not.toBeNull()
      const a = coverPlacement(before.width, before.height)
      const b = coverPlacement(after.width, after.height)
      for (const key of ['eyeLeft', 'eyeRight', 'nose', 'mouth'] as const) {
        const shown = moveOnFrame(move!, onFrame(b, after[key]))
        const wanted = onFrame(a, before[key])
        expect(shown.x).toBeCloseTo(wanted.x, 6)
        expect(shown.y).toBeCloseTo(wanted.y, 6)
      }
    }
  })

  it('leaves the photos as they are when they already match, and has nothing to align by without a face', () => {
    const same = alignment(before, before)!
    expect(same.dx).toBeCloseTo(0, 9)
    expect(same.dy).toBeCloseTo(0, 9)
    expect(same.rotation).toBeCloseTo(0, 9)
    expect(same.scale).toBeCloseTo(1, 9)
    expect(alignment(before, null)).toBeNull()
    expect(alignment(null, before)).toBeNull()
  })
})

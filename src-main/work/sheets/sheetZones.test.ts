/** The treated zones' boxes on a photo: where each lies by the landmarks, which side shows it, the union. */
import { describe, expect, it } from 'vitest'
import type { FaceShot } from '../../../src-shared/domain/faceMatch'
import { treatedRegion, zoneBox } from './sheetZones'

/** An upright frontal face in a 1000 × 1000 photo: eyes at y 400, mouth at y 600 (the landmarks' length 200). */
const front: FaceShot = {
  width: 1000,
  height: 1000,
  eyeLeft: { x: 420, y: 400 },
  eyeRight: { x: 580, y: 400 },
  nose: { x: 500, y: 500 },
  mouth: { x: 500, y: 600 },
  yaw: 0,
  roll: 0,
  pitch: 0,
  luma: 120,
  redBlue: 1.2,
}

/** A profile looking to the photo's left: the nose in front of the eye-mouth line. */
const profile: FaceShot = {
  ...front,
  eyeLeft: { x: 520, y: 400 },
  eyeRight: { x: 560, y: 400 },
  nose: { x: 420, y: 500 },
  mouth: { x: 530, y: 600 },
}

const centre = (r: { left: number; top: number; width: number; height: number }) => ({
  x: (r.left + r.width / 2) * 1000,
  y: (r.top + r.height / 2) * 1000,
})

describe('the treated zones on a photo', () => {
  it('puts the lips at the mouth, the forehead above the eyes, the chin below the mouth', () => {
    const lips = centre(treatedRegion(['lips'], 'front', front)!)
    expect(lips.x).toBeCloseTo(500, 0)
    expect(Math.abs(lips.y - 600)).toBeLessThan(20)
    expect(centre(treatedRegion(['forehead'], 'front', front)!).y).toBeLessThan(400)
    expect(centre(treatedRegion(['chin'], 'front', front)!).y).toBeGreaterThan(600)
  })

  it("shows the patient's left on the photo's right of a front photo, the mirror of the right", () => {
    const left = centre(treatedRegion(['cheekLeft'], 'front', front)!)
    const right = centre(treatedRegion(['cheekRight'], 'front', front)!)
    expect(left.x).toBeGreaterThan(500)
    expect(right.x).toBeLessThan(500)
    expect(left.x - 500).toBeCloseTo(500 - right.x, 6)
  })

  it('turns with the face: a face turned a quarter turn has its forehead beside the eyes', () => {
    // the face lies on its side: eyes stacked on x 400, the mouth to the right
    const turned: FaceShot = {
      ...front,
      eyeLeft: { x: 400, y: 580 },
      eyeRight: { x: 400, y: 420 },
      nose: { x: 500, y: 500 },
      mouth: { x: 600, y: 500 },
    }
    const forehead = centre(treatedRegion(['forehead'], 'front', turned)!)
    expect(forehead.x).toBeLessThan(400)
    expect(forehead.y).toBeCloseTo(500, 0)
  })

  it('finds a temple, cheek and jaw on their own side only, behind the face, and the union holds them all', () => {
    expect(zoneBox('templeLeft', 'left', profile)).not.toBeNull()
    expect(zoneBox('templeLeft', 'right', profile)).toBeNull()
    expect(zoneBox('lips', 'left', profile)).toBeNull()
    expect(zoneBox('templeRight', 'front', front)).toBeNull()
    // looking to the photo's left: the temple is to the right of the eyes
    expect(centre(treatedRegion(['templeLeft'], 'left', profile)!).x).toBeGreaterThan(540)
    const temple = treatedRegion(['templeLeft'], 'left', profile)!
    const both = treatedRegion(['templeLeft', 'jawlineLeft'], 'left', profile)!
    expect(both.height).toBeGreaterThan(temple.height)
    expect(both.top).toBeLessThanOrEqual(temple.top)
  })

  it('answers nothing for zones a side does not show, and clips to the photo', () => {
    expect(treatedRegion(['templeLeft', 'jawlineRight'], 'front', front)).toBeNull()
    expect(treatedRegion([], 'front', front)).toBeNull()
    const neck = treatedRegion(['neck'], 'front', { ...front, height: 700 })!
    expect(neck.top + neck.height).toBeLessThanOrEqual(1 + 1e-9)
    expect(
      treatedRegion(['lips'], 'front', { ...front, mouth: front.eyeLeft, eyeRight: front.eyeLeft }),
    ).toBeNull()
  })
})

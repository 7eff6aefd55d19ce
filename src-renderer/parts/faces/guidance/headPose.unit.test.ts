/**
 * Head pose and the side it makes, on landmarks the real face model found in real photos (face-api's tiny
 * detector + tiny landmarks, as in the renderer's worker), including what mirroring does to them.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { FoundFace, Point } from './frame'
import { largestFace } from './faceLayout'
import { adviseForSide, estimateHeadPose, sideForYaw } from './headPose'
import { FRONT_MAX_YAW, SIDE_MIN_YAW } from './thresholds'
import { frontPortrait, turnedPortrait } from '../../../../tests/support/photos'
import { analysisFrame, findFaces } from '../../../../tests/support/faceModel'

async function faceIn(image: Buffer): Promise<FoundFace> {
  const faces = await findFaces(await analysisFrame(image))
  const face = largestFace(faces)
  if (!face || faces.length !== 1) throw new Error(`Expected one face, found ${faces.length}`)
  return face
}

let front: FoundFace
let turnedToTheirLeft: FoundFace
let turnedMirrored: FoundFace

beforeAll(async () => {
  front = await faceIn(await frontPortrait())
  turnedToTheirLeft = await faceIn(await turnedPortrait())
  turnedMirrored = await faceIn(await turnedPortrait(true))
}, 60_000)

/** Turns landmarks in the image plane about their centre: a tilted head, not a turned one. */
function rotate(points: Point[], degrees: number): Point[] {
  const a = (degrees * Math.PI) / 180
  const cx = points.reduce((s, p) => s + p.x, 0) / points.length
  const cy = points.reduce((s, p) => s + p.y, 0) / points.length
  return points.map((p) => ({
    x: cx + (p.x - cx) * Math.cos(a) - (p.y - cy) * Math.sin(a),
    y: cy + (p.x - cx) * Math.sin(a) + (p.y - cy) * Math.cos(a),
  }))
}

describe('head pose from real landmarks', () => {
  it('reads a face looking at the camera as front', () => {
    const pose = estimateHeadPose(front.landmarks)
    expect(Math.abs(pose.yaw)).toBeLessThan(FRONT_MAX_YAW)
    expect(sideForYaw(pose.yaw)).toBe('front')
    expect(adviseForSide(pose, 'front')).toBe('ok')
  })

  it('reads a head turned to the subject’s own left (nose to image right) as yaw > 0: the right side', () => {
    const pose = estimateHeadPose(turnedToTheirLeft.landmarks)
    expect(pose.yaw).toBeGreaterThan(SIDE_MIN_YAW)
    expect(sideForYaw(pose.yaw)).toBe('right')
    expect(adviseForSide(pose, 'right')).toBe('ok')
    expect(adviseForSide(pose, 'front')).toBe('lookStraight')
    // For the left cheek they must turn the other way: to their right.
    expect(adviseForSide(pose, 'left')).toBe('turnRight')
  })

  it('gives the opposite side for the same photo mirrored, which is why only unmirrored frames are analysed', () => {
    const pose = estimateHeadPose(turnedMirrored.landmarks)
    expect(pose.yaw).toBeLessThan(-SIDE_MIN_YAW)
    expect(sideForYaw(pose.yaw)).toBe('left')
    expect(adviseForSide(pose, 'left')).toBe('ok')
    expect(adviseForSide(pose, 'right')).toBe('turnLeft')
    // Mirroring flips the sign and keeps the size of the turn (give or take the model's noise).
    expect(Math.abs(pose.yaw + estimateHeadPose(turnedToTheirLeft.landmarks).yaw)).toBeLessThan(10)
  })

  it('does not mistake a tilted head for a turned one, and asks to hold it upright', () => {
    const upright = estimateHeadPose(front.landmarks)
    const tilted = estimateHeadPose(rotate(front.landmarks, 35))
    expect(tilted.yaw).toBeCloseTo(upright.yaw, 5)
    expect(tilted.roll - upright.roll).toBeCloseTo(35, 5)
    expect(adviseForSide(tilted, 'front')).toBe('upright')
  })
})

describe('side limits', () => {
  it.each([
    [0, 'front'],
    [FRONT_MAX_YAW, 'front'],
    [FRONT_MAX_YAW + 1, 'right'],
    [-(FRONT_MAX_YAW + 1), 'left'],
    [45, 'right'],
    [-45, 'left'],
  ] as const)('yaw %d° is the %s side', (yaw, side) => {
    expect(sideForYaw(yaw)).toBe(side)
  })

  it('asks to turn back when a side is turned too far', () => {
    expect(adviseForSide({ yaw: 75, roll: 0 }, 'right')).toBe('turnLess')
    expect(adviseForSide({ yaw: -75, roll: 0 }, 'left')).toBe('turnLess')
  })
})

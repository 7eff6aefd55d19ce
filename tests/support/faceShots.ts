/** A photo's face as the face model describes it (a FaceShot), for tests: a frontal face in a 1440×1080 photo. */
import type { FaceShot } from '../../src-shared/domain/faceMatch'

export function aFaceShot(over: Partial<FaceShot> = {}): FaceShot {
  return {
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
    ...over,
  }
}

/** A frontal face in a 1280 × 1024 photo (the size of `facePhoto(1280, 1024)`), as the renderer would measure it. */
export function aFaceShotIn1280(over: Partial<FaceShot> = {}): FaceShot {
  return aFaceShot({
    width: 1280,
    height: 1024,
    eyeLeft: { x: 580, y: 420 },
    eyeRight: { x: 700, y: 418 },
    nose: { x: 640, y: 500 },
    mouth: { x: 640, y: 580 },
    ...over,
  })
}

import { describe, expect, it } from 'vitest'
import { applySimilarity, similarityTransform, type Point } from './similarity'

const face: Point[] = [
  { x: 400, y: 500 },
  { x: 600, y: 500 },
  { x: 500, y: 620 },
  { x: 500, y: 720 },
]

describe('the similarity transform', () => {
  it('recovers a known scale, rotation and shift from the points it moved', () => {
    const known = { scale: 1.18, rotation: (7 * Math.PI) / 180, tx: -35, ty: 22 }
    const moved = face.map((p) => applySimilarity(known, p))
    const found = similarityTransform(face, moved)
    expect(found?.scale).toBeCloseTo(known.scale, 9)
    expect(found?.rotation).toBeCloseTo(known.rotation, 9)
    expect(found?.tx).toBeCloseTo(known.tx, 6)
    expect(found?.ty).toBeCloseTo(known.ty, 6)
  })

  it('is the least-squares fit when the points disagree, and carries the eyes within a pixel or two', () => {
    const known = { scale: 0.9, rotation: -0.05, tx: 10, ty: -8 }
    const noisy = face.map((p, i) => {
      const q = applySimilarity(known, p)
      return { x: q.x + (i % 2 ? 1.5 : -1.5), y: q.y + (i < 2 ? 1 : -1) }
    })
    const found = similarityTransform(face, noisy)
    if (!found) throw new Error('no transform')
    for (const [i, p] of face.entries()) {
      const q = applySimilarity(found, p)
      expect(Math.hypot(q.x - noisy[i]!.x, q.y - noisy[i]!.y)).toBeLessThan(2.5)
    }
    expect(found.scale).toBeCloseTo(0.9, 2)
  })

  it('has nothing to align by with fewer than two points, all at one place, or unequal lists', () => {
    expect(similarityTransform([face[0]!], [face[1]!])).toBeNull()
    expect(similarityTransform([face[0]!, face[0]!], face.slice(0, 2))).toBeNull()
    expect(similarityTransform(face, face.slice(0, 3))).toBeNull()
  })
})

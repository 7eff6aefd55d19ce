/** One zoom and pan for both photos: limits, steps and keys (./zoomView.ts). */
import { describe, expect, it } from 'vitest'
import { MAX_SCALE, panBy, transformOf, viewForKey, wholePhoto, zoomBy } from './zoomView'

describe('zoomView', () => {
  it('zooms between the whole photo and the largest zoom', () => {
    expect(zoomBy(wholePhoto, 0.5)).toEqual(wholePhoto)
    let view = wholePhoto
    for (let i = 0; i < 20; i++) view = zoomBy(view, 1.25)
    expect(view.scale).toBe(MAX_SCALE)
  })

  it('pans no further than the photo’s edge, and not at all unzoomed', () => {
    expect(panBy(wholePhoto, 0.5, 0.5)).toEqual(wholePhoto)
    const twice = zoomBy(wholePhoto, 2)
    expect(panBy(twice, 10, -10)).toEqual({ scale: 2, x: 25, y: -25 })
    expect(panBy(twice, 0.1, 0)).toEqual({ scale: 2, x: 5, y: 0 })
  })

  it('keeps the pan inside the edge when zooming out again', () => {
    const far = panBy(zoomBy(wholePhoto, 4), 10, 10)
    expect(zoomBy(far, 0.5)).toEqual({ scale: 2, x: 25, y: 25 })
  })

  it('answers +, −, 0 and the arrows, and nothing else', () => {
    const twice = zoomBy(wholePhoto, 2)
    expect(viewForKey(wholePhoto, '+')?.scale).toBe(1.25)
    expect(viewForKey(twice, '-')?.scale).toBe(1.6)
    expect(viewForKey(twice, '0')).toEqual(wholePhoto)
    expect(viewForKey(twice, 'ArrowRight')).toEqual({ scale: 2, x: -5, y: 0 })
    expect(viewForKey(twice, 'ArrowDown')).toEqual({ scale: 2, x: 0, y: -5 })
    expect(viewForKey(twice, 'a')).toBeNull()
    expect(transformOf({ scale: 2, x: -5, y: 0 })).toBe('scale(2) translate(-5%, 0%)')
  })
})

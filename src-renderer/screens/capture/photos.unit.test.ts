/**
 * Photos from files and the rules of a capture's photo set: the real type by the bytes, cut-off files, how many
 * photos a drop may bring, one photo per side, the sides a mode needs, retakes, and what is sent.
 */
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CaptureSide } from '../../../src-shared/contract'
import {
  canSend,
  freeSide,
  missingSides,
  needsOverride,
  nextCameraSide,
  photoWarnings,
  setProblems,
  splitDrop,
  suggestSide,
  type Photo,
} from './photos/photoSet'
import { emptyPhotoSet, photoSetReducer } from './photos/photoSetReducer'
import { isComplete } from './photos/photoEnd'
import { photoTypeOf } from '../../../src-shared/domain/photoType'
import { fileProblemMessage } from './review/problemText'
import { shotsOf } from './send/shotsOf'

const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8a08a' } })
let jpeg: Uint8Array
let png: Uint8Array
let webp: Uint8Array

beforeAll(async () => {
  jpeg = new Uint8Array(await image.clone().jpeg().toBuffer())
  png = new Uint8Array(await image.clone().png().toBuffer())
  webp = new Uint8Array(await image.clone().webp().toBuffer())
})

const ascii = (text: string) => new TextEncoder().encode(text)

describe('the real type of a file, by its bytes', () => {
  it('knows JPEG, PNG and WebP', () => {
    expect(photoTypeOf(jpeg)).toBe('image/jpeg')
    expect(photoTypeOf(png)).toBe('image/png')
    expect(photoTypeOf(webp)).toBe('image/webp')
  })

  it('refuses a PDF, text, a RIFF that is not WebP, and nothing at all, whatever they are called', () => {
    expect(photoTypeOf(ascii('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBeNull()
    expect(photoTypeOf(ascii('This is not a photo, just a note named x.jpg'))).toBeNull()
    expect(photoTypeOf(ascii('RIFF\u0024\u0000\u0000\u0000WAVEfmt '))).toBeNull()
    expect(photoTypeOf(new Uint8Array())).toBeNull()
    expect(photoTypeOf(jpeg.subarray(0, 2))).toBeNull()
  })

  it('tells a whole photo from one cut off in the middle', () => {
    expect(isComplete(jpeg, 'image/jpeg')).toBe(true)
    expect(isComplete(png, 'image/png')).toBe(true)
    expect(isComplete(webp, 'image/webp')).toBe(true)
    expect(isComplete(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg')).toBe(false)
    expect(isComplete(png.subarray(0, png.length - 20), 'image/png')).toBe(false)
    expect(isComplete(webp.subarray(0, webp.length - 10), 'image/webp')).toBe(false)
  })

  it('accepts data a camera appends after the end of the JPEG', () => {
    const tail = new Uint8Array(jpeg.length + 4096)
    tail.set(jpeg)
    expect(isComplete(tail, 'image/jpeg')).toBe(true)
  })

  it('names the size of a photo that is too large, against the 30 MB limit', () => {
    const message = fileProblemMessage({ code: 'tooLarge', bytes: 40 * 1024 * 1024 }, (b) =>
      (b / 1048576).toFixed(1),
    )
    expect(message).toEqual({ key: 'photos.problem.tooLarge', params: { size: '40.0', limit: 30 } })
  })
})

let id = 0
function photo(side: CaptureSide, extra: Partial<Photo> = {}): Photo {
  return {
    id: `p${++id}`,
    source: 'file',
    fileName: `${side}.jpg`,
    side,
    status: 'ready',
    bytes: new Uint8Array([0xff, 0xd8, 0xff]),
    previewUrl: null,
    width: 1920,
    height: 1080,
    analysis: null,
    overridden: [],
    problem: null,
    sideFrom: 'guess',
    acceptedAnyway: false,
    ...extra,
  }
}

describe('the photos of a capture', () => {
  it('keeps the first three of a four-photo drop in a triplet, and one in a front capture', () => {
    expect(splitDrop(0, ['a', 'b', 'c', 'd'], 'triplet')).toEqual({ kept: ['a', 'b', 'c'], refused: ['d'] })
    expect(splitDrop(2, ['a', 'b'], 'triplet')).toEqual({ kept: ['a'], refused: ['b'] })
    expect(splitDrop(0, ['a', 'b'], 'front')).toEqual({ kept: ['a'], refused: ['b'] })
    expect(splitDrop(1, ['a'], 'front')).toEqual({ kept: [], refused: ['a'] })
  })

  it('flags both photos of a side taken twice, and blocks sending until one is changed', () => {
    const a = photo('front')
    const b = photo('front')
    const c = photo('right')
    expect(setProblems([a, b, c], 'triplet').get(a.id)).toEqual(['duplicateSide'])
    expect(setProblems([a, b, c], 'triplet').get(b.id)).toEqual(['duplicateSide'])
    expect(setProblems([a, b, c], 'triplet').get(c.id)).toEqual([])
    expect(canSend([a, b, c], 'triplet')).toBe(false)
    expect(canSend([a, { ...b, side: 'left' }, c], 'triplet')).toBe(true)
  })

  it('needs exactly the sides of the mode', () => {
    const front = photo('front')
    const left = photo('left')
    expect(missingSides([front], 'triplet')).toEqual(['left', 'right'])
    expect(canSend([front], 'front')).toBe(true)
    expect(setProblems([front, left], 'front').get(left.id)).toEqual(['notInMode'])
    expect(canSend([front, left], 'front')).toBe(false)
    expect(canSend([], 'front')).toBe(false)
  })

  it('blocks sending while a file is read or when one has a problem', () => {
    expect(canSend([photo('front', { status: 'reading', bytes: null })], 'front')).toBe(false)
    expect(canSend([photo('front', { problem: { code: 'notImage' }, bytes: null })], 'front')).toBe(false)
  })

  it('takes the sides with the camera in order: front, left, right', () => {
    expect(nextCameraSide([], 'triplet')).toBe('front')
    expect(nextCameraSide([photo('front')], 'triplet')).toBe('left')
    expect(nextCameraSide([photo('front'), photo('right')], 'triplet')).toBe('left')
    expect(nextCameraSide([photo('front')], 'front')).toBeNull()
    expect(freeSide([photo('front'), photo('left')], 'triplet')).toBe('right')
  })

  it('suggests a file’s side from the head pose only in a triplet, and keeps the fallback without a face', () => {
    expect(suggestSide(null, 'triplet', 'left')).toBe('left')
    expect(suggestSide(null, 'front', 'left')).toBe('front')
  })

  it('replaces the camera shot of a side on retake, and never a file of that side', () => {
    const file = photo('left')
    const shot = photo('left', { source: 'camera', fileName: null })
    const again = photo('left', { source: 'camera', fileName: null })
    let state = photoSetReducer(emptyPhotoSet, { type: 'dropped', photos: [file], notice: null })
    state = photoSetReducer(state, { type: 'shot', photo: shot })
    state = photoSetReducer(state, { type: 'shot', photo: again })
    expect(state.photos.map((p) => p.id)).toEqual([file.id, again.id])
  })

  it('does not bring back a photo removed while it was being read', () => {
    const reading = photo('front', { status: 'reading', bytes: null })
    let state = photoSetReducer(emptyPhotoSet, { type: 'dropped', photos: [reading], notice: null })
    state = photoSetReducer(state, { type: 'remove', id: reading.id })
    state = photoSetReducer(state, {
      type: 'read',
      photo: { ...reading, status: 'ready' },
      suggested: 'front',
    })
    expect(state.photos).toEqual([])
  })

  it('puts a dropped triplet on three sides whatever order the files are read in', () => {
    // Dropped as right, left, front: the placeholders guess front, left, right in that order.
    const files = (['front', 'left', 'right'] as const).map((side) => photo(side, { status: 'reading' }))
    const faces = { [files[0]!.id]: 'right', [files[1]!.id]: 'left', [files[2]!.id]: 'front' } as const
    for (const order of [
      [0, 1, 2],
      [2, 0, 1],
      [1, 2, 0],
      [2, 1, 0],
    ]) {
      let state = photoSetReducer(emptyPhotoSet, { type: 'dropped', photos: files, notice: null })
      for (const i of order) {
        const file = files[i]!
        state = photoSetReducer(state, {
          type: 'read',
          photo: { ...file, status: 'ready' },
          suggested: faces[file.id]!,
        })
      }
      const sideOf = (i: number) => state.photos.find((p) => p.id === files[i]!.id)?.side
      expect([sideOf(0), sideOf(1), sideOf(2)], `read order ${order.join()}`).toEqual([
        'right',
        'left',
        'front',
      ])
    }
  })

  it("keeps the operator's side and another file's face-read side when a file suggests the same", () => {
    const chosen = photo('left', { status: 'reading' })
    let state = photoSetReducer(emptyPhotoSet, { type: 'dropped', photos: [chosen], notice: null })
    state = photoSetReducer(state, { type: 'side', id: chosen.id, side: 'right' })
    state = photoSetReducer(state, { type: 'read', photo: { ...chosen, status: 'ready' }, suggested: 'left' })
    expect(state.photos[0]).toMatchObject({ side: 'right', sideFrom: 'operator' })

    const first = photo('front', { status: 'reading' })
    const second = photo('left', { status: 'reading' })
    state = photoSetReducer(emptyPhotoSet, { type: 'dropped', photos: [first, second], notice: null })
    state = photoSetReducer(state, { type: 'read', photo: { ...first, status: 'ready' }, suggested: 'front' })
    state = photoSetReducer(state, {
      type: 'read',
      photo: { ...second, status: 'ready' },
      suggested: 'front',
    })
    expect(state.photos.map((p) => p.side)).toEqual(['front', 'left'])
  })

  it('blocks sending a photo without a face until the operator accepts it, and records that', () => {
    const noFace = photo('front', { source: 'camera', fileName: null, overridden: ['face', 'position'] })
    expect(needsOverride(noFace)).toBe(true)
    expect(canSend([noFace], 'front')).toBe(false)
    const accepted = { ...noFace, acceptedAnyway: true }
    expect(canSend([accepted], 'front')).toBe(true)
    expect(shotsOf([accepted])[0]?.warnings).toEqual(['face', 'position', 'override'])
    // A quality note alone (blur, a 720p camera) never blocks, and is not an override.
    const blurred = photo('front', {
      source: 'camera',
      fileName: null,
      overridden: ['sharpness', 'resolution'],
    })
    expect(canSend([blurred], 'front')).toBe(true)
    expect(shotsOf([{ ...blurred, acceptedAnyway: true }])[0]?.warnings).toEqual(['sharpness', 'resolution'])
  })

  it('sends one shot per side in side order, with the checks a camera shot overrode', () => {
    const right = photo('right')
    const front = photo('front', { source: 'camera', fileName: null, overridden: ['pose', 'sharpness'] })
    const left = photo('left')
    const shots = shotsOf([right, front, left])
    expect(shots.map((shot) => shot.side)).toEqual(['front', 'left', 'right'])
    expect(shots[0]).toMatchObject({ source: 'camera', fileName: null, warnings: ['pose', 'sharpness'] })
    expect(shots[2]).toMatchObject({ source: 'file', fileName: 'right.jpg', warnings: [] })
    expect(photoWarnings(front)).toEqual([
      { name: 'pose', reason: null },
      { name: 'sharpness', reason: null },
    ])
  })
})

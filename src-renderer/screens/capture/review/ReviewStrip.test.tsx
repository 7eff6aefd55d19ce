/**
 * The review strip's states, photo by photo: reading, ready ("Looks good"), a file's problem, two photos on one
 * side, a camera shot taken although a check did not hold (a warning), a slot per missing side with the one the
 * camera takes next, and the actions each photo offers. The photos are plain objects: no face model here.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { CaptureMode, CaptureSide } from '../../../../src-shared/contract'
import { renderScreen } from '../../../testing/renderScreen'
import type { Photo } from '../photos/photoSet'
import { ReviewStrip } from './ReviewStrip'

function photo(id: string, side: CaptureSide, extra: Partial<Photo> = {}): Photo {
  return {
    id,
    source: 'camera',
    fileName: null,
    side,
    status: 'ready',
    bytes: new Uint8Array([1]),
    previewUrl: null,
    width: 1600,
    height: 1200,
    analysis: null,
    overridden: [],
    problem: null,
    sideFrom: 'camera',
    acceptedAnyway: false,
    ...extra,
  }
}

function strip(photos: Photo[], mode: CaptureMode = 'triplet', cameraSide: CaptureSide | null = null) {
  const handlers = { onSide: vi.fn(), onRemove: vi.fn(), onAccept: vi.fn() }
  const rendered = renderScreen(
    <ReviewStrip mode={mode} photos={photos} cameraSide={cameraSide} {...handlers} />,
  )
  return { handlers, rendered }
}

const card = (side: CaptureSide) => screen.getByTestId(`shot-${side}`)

describe('the review strip', () => {
  it('shows a good shot, a slot for each missing side, and which one the camera takes next', async () => {
    await strip([photo('a', 'front')], 'triplet', 'left').rendered
    expect(card('front').getAttribute('data-state')).toBe('ok')
    expect(within(card('front')).getByText('Looks good')).toBeTruthy()
    expect(screen.getByText('1 of 3')).toBeTruthy()
    expect(within(screen.getByTestId('slot-left')).getByText('Next')).toBeTruthy()
    expect(within(screen.getByTestId('slot-right')).getByText('Not taken yet')).toBeTruthy()
  })

  it('shows a photo being read, without Looks good', async () => {
    await strip([photo('a', 'front', { status: 'reading', source: 'file', fileName: 'a.jpg' })]).rendered
    expect(card('front').getAttribute('data-state')).toBe('reading')
    expect(within(card('front')).getByText('Checking the photo…')).toBeTruthy()
    expect(within(card('front')).queryByText('Looks good')).toBeNull()
  })

  it("names a file's problem next to it, and Remove takes it out", async () => {
    const { handlers, rendered } = strip([
      photo('a', 'front', {
        source: 'file',
        fileName: 'scan.pdf',
        problem: { code: 'notImage' },
        sideFrom: 'guess',
      }),
    ])
    await rendered
    expect(card('front').getAttribute('data-state')).toBe('error')
    expect(within(card('front')).getByTestId('photo-error').textContent).toBe(
      'This is not a photo. Use a JPEG, PNG or WebP image.',
    )
    await userEvent.click(within(card('front')).getByRole('button', { name: 'Remove' }))
    expect(handlers.onRemove).toHaveBeenCalledWith('a')
  })

  it('marks both photos put on one side, and a file can be given another side', async () => {
    const { handlers, rendered } = strip([
      photo('a', 'left', { source: 'file', fileName: 'a.jpg', sideFrom: 'operator' }),
      photo('b', 'left', { source: 'file', fileName: 'b.jpg', sideFrom: 'operator' }),
    ])
    await rendered
    const errors = screen.getAllByTestId('photo-error').map((e) => e.textContent)
    expect(errors).toEqual([
      'Two photos are marked “Left side”. Choose another side for one of them.',
      'Two photos are marked “Left side”. Choose another side for one of them.',
    ])
    await userEvent.selectOptions(
      screen.getAllByRole('combobox', { name: 'Side' })[1] as HTMLElement,
      'right',
    )
    expect(handlers.onSide).toHaveBeenCalledWith('b', 'right')
  })

  it('warns about a camera shot taken although a check did not hold, and offers Retake', async () => {
    const { handlers, rendered } = strip([photo('a', 'front', { overridden: ['exposure'] })], 'front')
    await rendered
    expect(card('front').getAttribute('data-state')).toBe('warning')
    expect(within(card('front')).getByTestId('photo-warning').textContent).toBe(
      'Taken although a check did not hold: Light',
    )
    await userEvent.click(within(card('front')).getByRole('button', { name: 'Retake' }))
    expect(handlers.onRemove).toHaveBeenCalledWith('a')
  })

  it('asks for "send anyway" when no face was found, and passes the tick on', async () => {
    const { handlers, rendered } = strip([photo('a', 'front', { overridden: ['face'] })], 'front')
    await rendered
    expect(card('front').getAttribute('data-state')).toBe('error')
    await userEvent.click(within(card('front')).getByRole('checkbox', { name: /send this photo anyway/ }))
    expect(handlers.onAccept).toHaveBeenCalledWith('a', true)
  })
})

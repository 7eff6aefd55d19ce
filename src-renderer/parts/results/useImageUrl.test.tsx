/**
 * A photo read again (a data change invalidated it, say when the connection came back) stays on screen until the
 * new copy is ready: the same <img> keeps standing, never a "loading" in between. The compare frame and the visit's
 * photo measure and draw on that element; blanking it for a render made it flash and detached it mid-measure.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { queryClient } from '../../data/queryClient'
import { answer, callsTo } from '../../testing/fakeSkin'
import { renderScreen } from '../../testing/renderScreen'
import { useImageUrl, type ImageUrl } from './useImageUrl'

const seen: ImageUrl['status'][] = []

function Photo({ imageId }: { imageId: string | null }) {
  const image = useImageUrl(imageId)
  seen.push(image.status)
  return image.status === 'ready' ? <img data-testid="photo" src={image.url} alt="" /> : <p>{image.status}</p>
}

function Switcher() {
  const [imageId, setImageId] = useState('i1')
  return (
    <>
      <button onClick={() => setImageId('i2')}>next</button>
      <Photo imageId={imageId} />
    </>
  )
}

describe('a photo read again', () => {
  it('keeps the same element on screen, with no loading in between, and shows the new copy', async () => {
    answer('images.original', { bytes: new Uint8Array([0xff, 0xd8, 0xff, 1]), mediaType: 'image/jpeg' })
    await renderScreen(<Photo imageId="i1" />)
    const first = await screen.findByTestId('photo')
    const firstUrl = first.getAttribute('src')
    seen.length = 0

    answer('images.original', { bytes: new Uint8Array([0xff, 0xd8, 0xff, 2]), mediaType: 'image/jpeg' })
    await queryClient.invalidateQueries()
    await waitFor(() => expect(screen.getByTestId('photo').getAttribute('src')).not.toBe(firstUrl))

    expect(callsTo('images.original')).toHaveLength(2)
    expect(screen.getByTestId('photo')).toBe(first)
    expect(seen).not.toContain('loading')
  })

  it('shows loading for another photo, not the last one', async () => {
    answer('images.original', { bytes: new Uint8Array([0xff, 0xd8, 0xff, 3]), mediaType: 'image/jpeg' })
    await renderScreen(<Switcher />)
    await screen.findByTestId('photo')
    seen.length = 0
    fireEvent.click(screen.getByRole('button', { name: 'next' }))
    expect(seen[0]).toBe('loading')
    await screen.findByTestId('photo')
  })
})

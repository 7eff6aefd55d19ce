// @vitest-environment jsdom
/**
 * "Show where" on a visit's photo: the service's SVG is sanitised before it reaches the page (no script, no
 * foreignObject, no event handlers, no link to anything outside), a mask that does not fit the photo is named
 * and not drawn, each mask is a toggle reachable by keyboard, and one opacity applies to all. The photo's
 * pixels are told by its load event, as the browser would; here its natural size is set on the element.
 *
 * In jsdom, not happy-dom: happy-dom's HTML parser does not put <svg> in the SVG namespace, so DOMPurify (whose
 * reference environments are browsers and jsdom) drops every mask there. The e2e journey draws them in Chromium.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { answer } from '../../../testing/fakeSkin'
import { renderScreen } from '../../../testing/renderScreen'
import { PhotoWithMasks } from './PhotoWithMasks'

const hostile =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 640 853" onload="alert(1)">' +
  '<script>alert(2)</script>' +
  '<foreignObject width="10" height="10"><div>x</div></foreignObject>' +
  '<image href="https://tracker.example/p.png" width="1" height="1"/>' +
  '<use xlink:href="https://evil.example/s.svg#a"/>' +
  '<path class="pores" fill="url(https://evil.example/p.svg#g)" d="M1 1h2v2z"/>' +
  '<path class="pores" fill="#0090ff" d="M10 10h2v2z" onclick="alert(3)"/>' +
  '</svg>'
const redness =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 853"><path fill="#e5484d" d="M5 5h9v9z"/></svg>'
const tooLarge = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4000 3000"><path d="M5 5h9v9z"/></svg>'
const smaller =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="426.5"><path d="M5 5h9v9z"/></svg>'

beforeEach(() => {
  answer('images.original', { bytes: new Uint8Array([0xff, 0xd8, 0xff]), mediaType: 'image/jpeg' })
  answer('results.masks', {
    imageId: 'i1',
    masks: [
      { parameter: 'pores', svg: hostile },
      { parameter: 'redness', svg: redness },
      { parameter: 'pimples', svg: tooLarge },
      { parameter: 'pigmentation', svg: smaller },
    ],
  })
})

async function photoLoaded() {
  const photo = await screen.findByTestId('results-photo')
  Object.defineProperty(photo, 'naturalWidth', { value: 640 })
  Object.defineProperty(photo, 'naturalHeight', { value: 853 })
  fireEvent.load(photo)
  return screen.findByTestId('mask-controls')
}

describe('show where', () => {
  it('offers a toggle per mask that fits, in the legend’s order, and names the one that does not', async () => {
    await renderScreen(<PhotoWithMasks imageId="i1" alt="Ada" />)
    await photoLoaded()
    const toggles = screen.getAllByRole('button', { pressed: false })
    expect(toggles.map((b) => b.textContent)).toEqual(['Redness', 'Spots and pigmentation', 'Pores'])
    expect(screen.getByTestId('mask-refused-pimples').textContent).toBe(
      'Acne lesions: this mask does not fit the photo, so it is not shown.',
    )
    expect(screen.queryByTestId('mask-layer-redness')).toBeNull()
  })

  it('draws a mask only once it is toggled on, sanitised: nothing that runs or reaches outside', async () => {
    await renderScreen(<PhotoWithMasks imageId="i1" alt="Ada" />)
    await photoLoaded()
    await userEvent.click(screen.getByRole('button', { name: 'Pores' }))
    expect(screen.getByRole('button', { name: 'Pores' }).getAttribute('aria-pressed')).toBe('true')
    const layer = screen.getByTestId('mask-layer-pores')
    expect(layer.hidden).toBe(false)
    const svg = layer.querySelector('svg')
    expect(svg?.getAttribute('preserveAspectRatio')).toBe('xMidYMid slice')
    expect(svg?.getAttribute('width')).toBeNull()
    const markup = layer.innerHTML
    expect(markup).not.toMatch(/script|foreignObject|<image|<use|onload|onclick|evil|tracker|href/i)
    expect(layer.querySelectorAll('path')).toHaveLength(2)
    expect(layer.querySelector('path')?.getAttribute('fill')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Pores' }))
    expect(screen.queryByTestId('mask-layer-pores')).toBeNull()
  })

  it('is reachable by keyboard, and one opacity applies to every mask shown', async () => {
    await renderScreen(<PhotoWithMasks imageId="i1" alt="Ada" />)
    await photoLoaded()
    screen.getByRole('button', { name: 'Redness' }).focus()
    await userEvent.keyboard(' ')
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByTestId('mask-layer-redness').hidden).toBe(false)
    expect(screen.getByTestId('mask-layer-pigmentation').hidden).toBe(false)
    // the smaller mask of the same shape keeps its own size as its viewBox, so it is scaled onto the photo
    expect(screen.getByTestId('mask-layer-pigmentation').querySelector('svg')?.getAttribute('viewBox')).toBe(
      '0 0 320 426.5',
    )
    const opacity = screen.getByRole('slider', { name: 'Mask opacity' })
    fireEvent.change(opacity, { target: { value: '40' } })
    await waitFor(() =>
      expect((screen.getByTestId('mask-layer-redness').parentElement as HTMLElement).style.opacity).toBe(
        '0.4',
      ),
    )
  })

  it('speaks German', async () => {
    await renderScreen(<PhotoWithMasks imageId="i1" alt="Ada" />, { language: 'de' })
    await photoLoaded()
    expect(screen.getByRole('group', { name: 'Zeigen, wo' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Rötungen' })).toBeTruthy()
    expect(screen.getByRole('slider', { name: 'Deckkraft der Masken' })).toBeTruthy()
  })
})

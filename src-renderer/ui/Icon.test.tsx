/** Icon: decorative unless labelled, drawn at the size asked for. */
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Icon } from './Icon'
import { iconShapes } from './iconShapes'

describe('Icon', () => {
  it('is hidden from assistive technology by default', () => {
    const { container } = render(<Icon name="search" size={20} />)
    const svg = container.querySelector('svg')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    expect(svg?.getAttribute('width')).toBe('20')
    expect(svg?.getAttribute('viewBox')).toBe(iconShapes.search.viewBox)
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('with a label, is an image named by it', () => {
    render(<Icon name="warning" label="Warning" />)
    const img = screen.getByRole('img', { name: 'Warning' })
    expect(img.hasAttribute('aria-hidden')).toBe(false)
  })

  it('takes a stroke width over its own', () => {
    const { container } = render(<Icon name="camera" strokeWidth={1.5} />)
    expect(container.querySelector('svg')?.getAttribute('stroke-width')).toBe('1.5')
  })

  it('knows only the names in its map', () => {
    // @ts-expect-error: not an icon of the app
    const unknown = <Icon name="rocket" />
    expect(unknown).toBeTruthy()
  })
})

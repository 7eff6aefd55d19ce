/** IconButton: the label it must have is its accessible name; the icon itself is hidden. */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { IconButton } from './IconButton'

describe('IconButton', () => {
  it('is found by its label, shows it as a tooltip, and hides the icon from assistive technology', async () => {
    const onClick = vi.fn()
    render(<IconButton icon="plus" label="Zoom in" data-testid="zoom-in" onClick={onClick} />)
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' })
    expect(zoomIn).toBe(screen.getByTestId('zoom-in'))
    // named by aria-label, not only by the tooltip (which a screen reader may or may not read)
    expect(zoomIn.getAttribute('aria-label')).toBe('Zoom in')
    expect(zoomIn.getAttribute('title')).toBe('Zoom in')
    expect(zoomIn.textContent).toBe('')
    expect(zoomIn.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    await userEvent.click(zoomIn)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('cannot be written without a label', () => {
    // @ts-expect-error: `label` is required, an icon alone has no name
    const unnamed = <IconButton icon="minus" />
    expect(unnamed).toBeTruthy()
  })
})

/** VisuallyHidden: read by a screen reader, not drawn; the same look as a class for other elements. */
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { VisuallyHidden, visuallyHidden } from './VisuallyHidden'

describe('VisuallyHidden', () => {
  it('is a span with its text, the class that hides it, and what else it is given', () => {
    render(
      <button type="button">
        <VisuallyHidden data-testid="label">Language</VisuallyHidden>
      </button>,
    )
    const label = screen.getByTestId('label')
    expect(label.tagName).toBe('SPAN')
    expect(visuallyHidden).toBeTruthy()
    expect(label.classList.contains(visuallyHidden ?? '')).toBe(true)
    expect(screen.getByRole('button', { name: 'Language' })).toBeTruthy()
  })
})

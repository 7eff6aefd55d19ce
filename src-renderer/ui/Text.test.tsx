/** Text: a run of text in a tone and size, as the element asked for. */
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Text } from './Text'

describe('Text', () => {
  it('is a plain <p> unless told otherwise', () => {
    render(<Text data-testid="plain">Saved</Text>)
    const plain = screen.getByTestId('plain')
    expect(plain.tagName).toBe('P')
    expect(plain.dataset.tone).toBe('default')
    expect(plain.hasAttribute('class')).toBe(false)
  })

  it('has its tone, size and element, and passes id, role and class on', () => {
    render(
      <>
        <Text tone="muted" data-testid="muted">
          Photos stay on this computer.
        </Text>
        <Text tone="danger" size="sm" as="span" role="alert" id="error-name" className="extra">
          Enter a name
        </Text>
      </>,
    )
    const muted = screen.getByTestId('muted')
    const error = screen.getByRole('alert')
    expect(muted.dataset.tone).toBe('muted')
    expect(error.tagName).toBe('SPAN')
    expect(error.id).toBe('error-name')
    expect(error.dataset.tone).toBe('danger')
    expect(error.classList.contains('extra')).toBe(true)
    expect(error.classList.length).toBe(3)
    expect(muted.className).not.toBe('')
  })
})

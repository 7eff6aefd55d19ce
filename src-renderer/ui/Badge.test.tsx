/** Badge: a state in its tone, or a count. */
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Badge } from './Badge'

describe('Badge', () => {
  it('is neutral unless given a tone, and passes its props on', () => {
    render(
      <>
        <Badge data-testid="state">Queued</Badge>
        <Badge tone="accent" solid aria-label="3 captures in the queue" data-testid="count">
          3
        </Badge>
      </>,
    )
    expect(screen.getByTestId('state').dataset.tone).toBe('neutral')
    const count = screen.getByTestId('count')
    expect(count.dataset.tone).toBe('accent')
    expect(count.getAttribute('aria-label')).toBe('3 captures in the queue')
    expect(count.className).not.toBe(screen.getByTestId('state').className)
  })
})

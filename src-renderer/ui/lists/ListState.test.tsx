/** ListState: an empty or failed list's box, with its role, title, muted line and action. */
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ListState } from './ListState'

describe('ListState', () => {
  it('is a status when empty and an alert when failed, with its title, text and action', () => {
    render(
      <>
        <ListState title="Nothing waiting" text="Captures appear here." testId="queue-empty" />
        <ListState
          tone="error"
          title="The queue could not be read"
          text="The disk is full."
          action={<button type="button">Try again</button>}
          testId="queue-error"
        />
      </>,
    )
    const empty = screen.getByRole('status')
    expect(empty.dataset.testid).toBe('queue-empty')
    expect(screen.getByText('Captures appear here.').dataset.tone).toBe('muted')
    const failed = screen.getByRole('alert')
    expect(failed.dataset.testid).toBe('queue-error')
    expect(failed.textContent).toContain('The queue could not be read')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('draws its icon only when given one, decorative beside the title', () => {
    render(
      <>
        <ListState icon="problem" tone="error" title="The list could not be read" testId="with-icon" />
        <ListState title="Nothing here" testId="without-icon" />
      </>,
    )
    const icon = screen.getByTestId('with-icon').querySelector('svg')
    expect(icon?.getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByTestId('without-icon').querySelector('svg')).toBeNull()
  })
})

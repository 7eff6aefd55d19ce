/** Alert: announced at once for errors and warnings, politely for ok and info, or not at all when told. */
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Alert, type AlertTone } from './Alert'

describe('Alert', () => {
  it.each<[AlertTone, 'alert' | 'status']>([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['ok', 'status'],
    ['info', 'status'],
  ])('the %s tone has the role %s', (tone, role) => {
    render(<Alert tone={tone}>Said</Alert>)
    const box = screen.getByRole(role)
    expect(box.textContent).toBe('Said')
    expect(box.dataset.tone).toBe(tone)
  })

  it('takes the role it is given, or none', () => {
    render(
      <>
        <Alert tone="warning" role="status" data-testid="polite">
          Polite
        </Alert>
        <Alert tone="warning" role={null} as="p" data-testid="static">
          There from the start
        </Alert>
      </>,
    )
    expect(screen.getByTestId('polite').getAttribute('role')).toBe('status')
    const still = screen.getByTestId('static')
    expect(still.tagName).toBe('P')
    expect(still.hasAttribute('role')).toBe(false)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows a heading first and an action after the text', () => {
    render(
      <Alert tone="error" heading="Could not load" action={<button type="button">Retry</button>}>
        The service did not answer.
      </Alert>,
    )
    const box = screen.getByRole('alert')
    expect(box.textContent).toBe('Could not loadThe service did not answer.Retry')
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })
})

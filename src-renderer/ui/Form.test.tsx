/** Form: a <form> laid out as a column, passing on what it is given. */
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Form } from './Form'

describe('Form', () => {
  it('is a form with its handlers, attributes and the caller’s class', () => {
    const submit = vi.fn((event: Event) => event.preventDefault())
    render(
      <Form data-testid="sign-in-form" className="extra" noValidate onSubmit={(e) => submit(e.nativeEvent)}>
        <button type="submit">Sign in</button>
      </Form>,
    )
    const form = screen.getByTestId('sign-in-form') as HTMLFormElement
    expect(form.tagName).toBe('FORM')
    expect(form.noValidate).toBe(true)
    expect(form.classList.contains('extra')).toBe(true)
    expect(form.classList.length).toBeGreaterThan(1)
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(submit).toHaveBeenCalledTimes(1)
  })

  it('can be hidden (a form kept while another way in is shown)', () => {
    render(
      <Form hidden data-testid="key-form">
        <input aria-label="Key" />
      </Form>,
    )
    expect(screen.getByTestId('key-form').hidden).toBe(true)
  })
})

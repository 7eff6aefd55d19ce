/** Button: its variants, busy state and everything it passes on to the <button>. */
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './Button'

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement

describe('Button', () => {
  it('is a plain secondary button unless told otherwise, and does not submit a form', async () => {
    const submit = vi.fn((event: Event) => event.preventDefault())
    render(
      <form onSubmit={(e) => submit(e.nativeEvent)}>
        <Button>Save</Button>
        <Button type="submit" variant="primary">
          Send
        </Button>
      </form>,
    )
    expect(button('Save').type).toBe('button')
    expect(button('Save').dataset.variant).toBe('secondary')
    expect(button('Save').hasAttribute('aria-busy')).toBe(false)
    await userEvent.click(button('Save'))
    expect(submit).not.toHaveBeenCalled()
    expect(button('Send').dataset.variant).toBe('primary')
    await userEvent.click(button('Send'))
    expect(submit).toHaveBeenCalledTimes(1)
  })

  it('busy: disabled, aria-busy and a spinner, and a click does nothing', async () => {
    const onClick = vi.fn()
    const { rerender } = render(
      <Button busy onClick={onClick}>
        Saving…
      </Button>,
    )
    const saving = button('Saving…')
    expect(saving.disabled).toBe(true)
    expect(saving.getAttribute('aria-busy')).toBe('true')
    expect(saving.querySelector('[aria-hidden="true"]')).not.toBeNull()
    fireEvent.click(saving)
    expect(onClick).not.toHaveBeenCalled()

    rerender(<Button onClick={onClick}>Save</Button>)
    const save = button('Save')
    expect(save.disabled).toBe(false)
    expect(save.hasAttribute('aria-busy')).toBe(false)
    expect(save.querySelector('[aria-hidden="true"]')).toBeNull()
    await userEvent.click(save)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('stays disabled when told so, busy or not', () => {
    render(<Button disabled>Send</Button>)
    expect(button('Send').disabled).toBe(true)
    expect(button('Send').hasAttribute('aria-busy')).toBe(false)
  })

  it('passes its ref, test id, aria and other props to the <button>, and adds the caller’s class', () => {
    const ref = createRef<HTMLButtonElement>()
    render(
      <Button
        ref={ref}
        variant="quiet"
        size="small"
        className="nav-link"
        data-testid="nav-queue"
        aria-current="page"
        title="Upload queue"
      >
        Queue
      </Button>,
    )
    const queue = screen.getByTestId('nav-queue')
    expect(ref.current).toBe(queue)
    expect(queue.getAttribute('aria-current')).toBe('page')
    expect(queue.getAttribute('title')).toBe('Upload queue')
    expect(queue.dataset.variant).toBe('quiet')
    expect(queue.classList.contains('nav-link')).toBe(true)
    // its own classes are there too (the CSS Module's, whatever their names)
    expect(queue.classList.length).toBeGreaterThan(1)
  })
})

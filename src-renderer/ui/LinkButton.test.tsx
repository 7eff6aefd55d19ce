/** LinkButton: a <button> drawn as a link, passing on what it is given. */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { LinkButton } from './LinkButton'

describe('LinkButton', () => {
  it('is a button that does not submit a form, and passes its ref, test id, aria and class on', async () => {
    const submit = vi.fn((event: Event) => event.preventDefault())
    const onClick = vi.fn()
    const ref = createRef<HTMLButtonElement>()
    render(
      <form onSubmit={(e) => submit(e.nativeEvent)}>
        <LinkButton
          ref={ref}
          data-testid="open-row"
          aria-label="Open Anna"
          className="extra"
          onClick={onClick}
        >
          Anna
        </LinkButton>
      </form>,
    )
    const link = screen.getByRole('button', { name: 'Open Anna' }) as HTMLButtonElement
    expect(ref.current).toBe(link)
    expect(link.type).toBe('button')
    expect(link.dataset.testid).toBe('open-row')
    expect(link.classList.contains('extra')).toBe(true)
    await userEvent.click(link)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(submit).not.toHaveBeenCalled()
  })

  it('has a small size, a class of its own', () => {
    render(
      <>
        <LinkButton>Open</LinkButton>
        <LinkButton size="small">Back</LinkButton>
      </>,
    )
    const open = screen.getByRole('button', { name: 'Open' })
    const back = screen.getByRole('button', { name: 'Back' })
    expect(back.className).not.toBe(open.className)
    expect(back.className.startsWith(open.className)).toBe(true)
  })
})

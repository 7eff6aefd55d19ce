/**
 * Modal: a modal <dialog> named by its title; Escape (the dialog's cancel event) closes it unless busy; the
 * control that opened it has the focus back afterwards. The browser's own focus trap comes with showModal()
 * (happy-dom has none: tests/e2e/focus-return.test.ts checks it in Chromium).
 */
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Modal } from './Modal'

function Opener({ busy = false, onClose = () => {} }: { busy?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete visit
      </button>
      {open ? (
        <Modal
          title="Delete this visit?"
          busy={busy}
          testId="delete-dialog"
          onClose={() => {
            onClose()
            setOpen(false)
          }}
        >
          <button type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </Modal>
      ) : null}
    </>
  )
}

/** What the browser does when Escape is pressed in a modal dialog; false when the handler stopped it. */
const pressEscape = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }))

afterEach(() => {
  vi.restoreAllMocks()
})

describe('Modal', () => {
  it('opens as a modal dialog named by its title', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    render(<Opener />)
    await userEvent.click(screen.getByRole('button', { name: 'Delete visit' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete this visit?' }) as HTMLDialogElement
    expect(dialog).toBe(screen.getByTestId('delete-dialog'))
    expect(showModal).toHaveBeenCalledTimes(1)
    expect(dialog.open).toBe(true)
  })

  it('closes on Escape and gives the focus back to the control that opened it', async () => {
    const onClose = vi.fn()
    render(<Opener onClose={onClose} />)
    const opener = screen.getByRole('button', { name: 'Delete visit' })
    await userEvent.click(opener)
    const dialog = screen.getByRole('dialog')
    screen.getByRole('button', { name: 'Cancel' }).focus()
    // the dialog keeps the browser from closing it by itself: React removes it
    expect(pressEscape(dialog)).toBe(false)
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('gives the focus back when closed by a button inside it', async () => {
    render(<Opener />)
    const opener = screen.getByRole('button', { name: 'Delete visit' })
    await userEvent.click(opener)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('stays open on Escape while busy', async () => {
    const onClose = vi.fn()
    render(<Opener busy onClose={onClose} />)
    await userEvent.click(screen.getByRole('button', { name: 'Delete visit' }))
    expect(pressEscape(screen.getByRole('dialog'))).toBe(false)
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeTruthy()
  })
})

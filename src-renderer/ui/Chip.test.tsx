/** Chip: a small framed button, passing on what it is given. */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Chip } from './Chip'

describe('Chip', () => {
  it('is a button that does not submit a form, with its content, test id, data and class', async () => {
    const submit = vi.fn((event: Event) => event.preventDefault())
    const onClick = vi.fn()
    render(
      <form onSubmit={(e) => submit(e.nativeEvent)}>
        <Chip data-testid="timeline-run" data-visits={3} className="extra" onClick={onClick}>
          <span>Dec 2025 – Oct 2026</span>
          <span>Tan</span>
        </Chip>
      </form>,
    )
    const chip = screen.getByRole('button', { name: 'Dec 2025 – Oct 2026 Tan' }) as HTMLButtonElement
    expect(chip.type).toBe('button')
    expect(chip.dataset.testid).toBe('timeline-run')
    expect(chip.dataset.visits).toBe('3')
    expect(chip.classList.contains('extra')).toBe(true)
    expect(chip.classList.length).toBeGreaterThan(1)
    await userEvent.click(chip)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(submit).not.toHaveBeenCalled()
  })
})

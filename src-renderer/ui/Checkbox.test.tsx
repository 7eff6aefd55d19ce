/** Checkbox: a checkbox named by its words, passing on what it is given. */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Checkbox } from './Checkbox'

describe('Checkbox', () => {
  it('is a checkbox named by its label, with its state, test id and the label class', async () => {
    const onChange = vi.fn()
    render(
      <Checkbox
        label="Use this photo anyway"
        data-testid="accept-front"
        checked={false}
        onChange={onChange}
        align="start"
        className="extra"
      />,
    )
    const box = screen.getByRole('checkbox', { name: 'Use this photo anyway' }) as HTMLInputElement
    expect(box.dataset.testid).toBe('accept-front')
    expect(box.checked).toBe(false)
    expect(box.closest('label')?.classList.contains('extra')).toBe(true)
    await userEvent.click(box)
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})

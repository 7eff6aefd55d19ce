/** CompactSelect: a small select named by its label, passing on what it is given. */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CompactSelect } from './CompactSelect'

describe('CompactSelect', () => {
  it('is a select named by its label, with its id, value, test id and options', async () => {
    const onChange = vi.fn()
    render(
      <CompactSelect
        label="Period"
        id="period"
        data-testid="period"
        value="1y"
        onChange={onChange}
        className="extra"
      >
        <option value="1y">One year</option>
        <option value="all">All</option>
      </CompactSelect>,
    )
    const select = screen.getByRole('combobox', { name: 'Period' }) as HTMLSelectElement
    expect(select.id).toBe('period')
    expect(select.dataset.testid).toBe('period')
    expect(select.value).toBe('1y')
    expect(select.closest('label')?.classList.contains('extra')).toBe(true)
    await userEvent.selectOptions(select, 'all')
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})

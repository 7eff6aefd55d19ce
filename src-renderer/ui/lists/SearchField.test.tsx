/** SearchField: a search box named by its hidden label, its id its test id. */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SearchField } from './SearchField'

describe('SearchField', () => {
  it('is a search box named by its label, reporting what is typed', async () => {
    const onChange = vi.fn()
    render(
      <SearchField
        id="patient-search"
        label="Find a patient"
        placeholder="Name"
        value=""
        onChange={onChange}
      />,
    )
    const box = screen.getByRole('searchbox', { name: 'Find a patient' }) as HTMLInputElement
    expect(box.dataset.testid).toBe('patient-search')
    expect(box.placeholder).toBe('Name')
    await userEvent.type(box, 'A')
    expect(onChange).toHaveBeenCalledWith('A')
  })
})

/** Field and Select: the label, hint and error wired to the control for assistive technology. */
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Field } from './Field'
import { Select } from './Select'

/** The texts aria-describedby points at, in its order. */
function description(control: HTMLElement): string[] {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(no #${id})`)
}

describe('Field', () => {
  it('names its input by the label and describes it by the hint', () => {
    render(
      <Field id="folder" label="Folder" hint="Under exports/">
        {(control) => <input {...control} />}
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Folder' })
    expect(input.id).toBe('folder')
    expect(description(input)).toEqual(['Under exports/'])
    expect(input.hasAttribute('aria-invalid')).toBe(false)
  })

  it('with an error: invalid, described by the error (not the hint), the error found by its test id', () => {
    render(
      <Field id="fileName" label="File name" hint="A name for the file" error="Enter a file name">
        {(control) => <input {...control} />}
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'File name' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(description(input)).toEqual(['Enter a file name'])
    expect(screen.getByTestId('error-fileName').textContent).toBe('Enter a file name')
    expect(screen.queryByText('A name for the file')).toBeNull()
  })

  it('gives the error the test id it is told', () => {
    render(
      <Field id="key" label="Key" error="Wrong" errorTestId="key-error">
        {(control) => <input {...control} />}
      </Field>,
    )
    expect(screen.getByTestId('key-error').textContent).toBe('Wrong')
  })

  it('wires a textarea with no id of its own', () => {
    render(
      <>
        <Field label="Address" hint="Up to 6 lines">
          {(control) => <textarea {...control} />}
        </Field>
        <Field label="Notes">{(control) => <textarea {...control} />}</Field>
      </>,
    )
    const address = screen.getByRole('textbox', { name: 'Address' })
    const notes = screen.getByRole('textbox', { name: 'Notes' })
    expect(address.tagName).toBe('TEXTAREA')
    expect(address.id).not.toBe(notes.id)
    expect(description(address)).toEqual(['Up to 6 lines'])
    expect(notes.hasAttribute('aria-describedby')).toBe(false)
  })
})

describe('Select', () => {
  it('is a select named by its label, described by its hint, with its own props', () => {
    render(
      <Select id="sex" label="Sex" hint="Optional" data-testid="sex" defaultValue="female">
        <option value="">Not recorded</option>
        <option value="female">Female</option>
      </Select>,
    )
    const select = screen.getByRole('combobox', { name: 'Sex' }) as HTMLSelectElement
    expect(select).toBe(screen.getByTestId('sex'))
    expect(select.value).toBe('female')
    expect(description(select)).toEqual(['Optional'])
  })

  it('with an error, is invalid and described by it', () => {
    render(
      <Select label="Language" error="Pick a language">
        <option value="">—</option>
      </Select>,
    )
    const select = screen.getByRole('combobox', { name: 'Language' })
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(description(select)).toEqual(['Pick a language'])
  })
})

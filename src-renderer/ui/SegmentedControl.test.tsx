/** SegmentedControl: a radio group (or toggle buttons) of a few options, one chosen. */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { SegmentedControl, type SegmentedOption } from './SegmentedControl'

type Mode = 'front' | 'triplet' | 'video'

const modes: SegmentedOption<Mode>[] = [
  { value: 'front', label: 'Front', detail: 'One photo', testId: 'mode-front' },
  { value: 'triplet', label: 'Triplet', detail: 'Three photos', testId: 'mode-triplet' },
  { value: 'video', label: 'Video', testId: 'mode-video', disabled: true },
]

function Modes({ onChange }: { onChange: (mode: Mode) => void }) {
  const [mode, setMode] = useState<Mode>('front')
  return (
    <SegmentedControl
      label="Capture mode"
      size="large"
      options={modes}
      value={mode}
      onChange={(next) => {
        setMode(next)
        onChange(next)
      }}
    />
  )
}

describe('SegmentedControl', () => {
  it('is a radio group: the chosen option checked, one Tab stop, a click or an arrow key chooses', async () => {
    const onChange = vi.fn()
    render(<Modes onChange={onChange} />)
    const group = screen.getByRole('radiogroup', { name: 'Capture mode' })
    expect(group).toBeTruthy()
    const front = screen.getByTestId('mode-front')
    const triplet = screen.getByTestId('mode-triplet')
    expect(screen.getAllByRole('radio')).toHaveLength(3)
    expect(front.getAttribute('aria-checked')).toBe('true')
    expect(triplet.getAttribute('aria-checked')).toBe('false')
    expect(front.tabIndex).toBe(0)
    expect(triplet.tabIndex).toBe(-1)
    expect(screen.getByTestId('mode-video').hasAttribute('disabled')).toBe(true)

    await userEvent.click(triplet)
    expect(onChange).toHaveBeenLastCalledWith('triplet')
    expect(triplet.getAttribute('aria-checked')).toBe('true')
    expect(triplet.tabIndex).toBe(0)

    // the arrow keys skip the disabled option and wrap around
    await userEvent.keyboard('{ArrowRight}')
    expect(onChange).toHaveBeenLastCalledWith('front')
    expect(document.activeElement).toBe(front)
    await userEvent.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(triplet)
    expect(onChange).toHaveBeenCalledTimes(3)
  })

  it('as toggle buttons: a group of aria-pressed buttons, each a Tab stop', async () => {
    const onChange = vi.fn()
    render(
      <SegmentedControl
        label="Zoom"
        semantics="pressed"
        options={[
          { value: 'fit', label: 'Fit width', testId: 'zoom-fit' },
          { value: 'actual', label: '100 %', testId: 'zoom-actual' },
        ]}
        value="fit"
        onChange={onChange}
      />,
    )
    expect(screen.getByRole('group', { name: 'Zoom' })).toBeTruthy()
    const fit = screen.getByRole('button', { name: 'Fit width' })
    const actual = screen.getByTestId('zoom-actual')
    expect(fit.getAttribute('aria-pressed')).toBe('true')
    expect(actual.getAttribute('aria-pressed')).toBe('false')
    expect(actual.hasAttribute('tabindex')).toBe(false)
    await userEvent.click(actual)
    expect(onChange).toHaveBeenCalledWith('actual')
  })

  it('disabled as a whole: no option can be chosen', () => {
    render(
      <SegmentedControl
        label="Zoom"
        disabled
        options={[
          { value: 'fit', label: 'Fit width' },
          { value: 'actual', label: '100 %' },
        ]}
        value="fit"
        onChange={() => undefined}
      />,
    )
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLButtonElement).disabled).toBe(true)
  })
})

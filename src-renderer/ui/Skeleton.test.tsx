/** Skeleton: a placeholder bar in a shape, passing on what it is given. */
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Skeleton } from './Skeleton'

describe('Skeleton', () => {
  it('is a span, a line unless told, with its test id and class', () => {
    render(
      <>
        <Skeleton data-testid="line" className="extra" />
        <Skeleton shape="title" data-testid="title" />
      </>,
    )
    const line = screen.getByTestId('line')
    const title = screen.getByTestId('title')
    expect(line.tagName).toBe('SPAN')
    expect(line.dataset.shape).toBe('line')
    expect(line.classList.contains('extra')).toBe(true)
    expect(title.dataset.shape).toBe('title')
    expect(title.classList[0]).toBe(line.classList[0])
    expect(title.classList.length).toBe(2)
    expect(title.classList.contains('extra')).toBe(false)
  })
})

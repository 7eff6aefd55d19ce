/** Screen and ScreenHead: a screen's section and its head with the parts it is given. */
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Screen, ScreenHead } from './Screen'

describe('Screen', () => {
  it('is a section named by its head, with an eyebrow, a muted description, a side and actions', () => {
    render(
      <Screen aria-labelledby="t" data-testid="screen" className="extra">
        <ScreenHead
          title="Anna"
          titleId="t"
          titleTestId="title"
          eyebrow="Subject"
          description="Three visits"
          side={<span>Read just now</span>}
          actions={<button type="button">New capture</button>}
        />
      </Screen>,
    )
    const section = screen.getByRole('region', { name: 'Anna' })
    expect(section.dataset.testid).toBe('screen')
    expect(section.classList.contains('extra')).toBe(true)
    expect(screen.getByRole('heading', { level: 1, name: 'Anna' }).dataset.testid).toBe('title')
    expect(screen.getByText('Subject').tagName).toBe('P')
    expect(screen.getByText('Three visits').dataset.tone).toBe('muted')
    expect(screen.getByText('Read just now')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'New capture' })).toBeTruthy()
  })

  it('leaves out the parts it is not given', () => {
    const { container } = render(<ScreenHead title="Queue" titleId="q" />)
    const head = container.firstElementChild as HTMLElement
    expect(head.children).toHaveLength(1)
    expect(head.querySelectorAll('p')).toHaveLength(0)
  })
})

/** Section, SectionHead and SectionEmpty: a titled card, its head and its empty line. */
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Section, SectionEmpty, SectionHead } from './Section'

describe('Section', () => {
  it('is a section named by its h2, with the aside, the actions and the content', () => {
    render(
      <Section
        title="History"
        titleId="history-title"
        data-testid="history"
        aside={<span>Read just now</span>}
        actions={<button type="button">Create</button>}
      >
        <SectionEmpty data-testid="empty">No visits yet.</SectionEmpty>
      </Section>,
    )
    const section = screen.getByRole('region', { name: 'History' })
    expect(section.tagName).toBe('SECTION')
    expect(section.dataset.testid).toBe('history')
    expect(screen.getByRole('heading', { level: 2, name: 'History' }).id).toBe('history-title')
    expect(screen.getByText('Read just now')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy()
    const empty = screen.getByTestId('empty')
    expect(empty.tagName).toBe('P')
    expect(empty.dataset.tone).toBe('muted')
  })

  it('has a head of its own, with a class added', () => {
    const { container } = render(<SectionHead title="Review" titleId="r" className="extra" />)
    const head = container.firstElementChild as HTMLElement
    expect(head.classList.contains('extra')).toBe(true)
    expect(head.children).toHaveLength(1)
  })
})

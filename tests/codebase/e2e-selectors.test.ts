/**
 * The e2e files find what a user sees through the page objects in tests/e2e/pages/, by role, label and text;
 * a raw test id (`getByTestId(…)`, a `[data-testid…]` selector) belongs inside a page object, where it is named
 * and says why no role or label finds that element. Raw test ids in the test files themselves had crept up to
 * 157 before issue 42 moved them into the page objects: this check counts them in tests/e2e/*.test.ts and fails
 * above the ceiling, so they cannot creep back. Lower the ceiling when you take some out.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** At most this many raw test-id selectors in all of tests/e2e/*.test.ts together. */
const E2E_TEST_ID_CEILING = 4

const e2eDir = join(__dirname, '..', 'e2e')

/** `getByTestId(` and `[data-testid` (a CSS selector on the attribute: `=`, `^=`, or the bare attribute). */
const rawTestId = /getByTestId\s*\(|\[\s*data-testid\b/g

function rawTestIds(source: string): number {
  return source.match(rawTestId)?.length ?? 0
}

/** Each file's count, most first, and what is wrong with the total (null when it is within the ceiling). */
function overCeiling(
  files: { name: string; source: string }[],
  ceiling: number,
): { total: number; perFile: string[]; problem: string | null } {
  const counted = files
    .map((file) => ({ name: file.name, count: rawTestIds(file.source) }))
    .filter((file) => file.count > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
  const total = counted.reduce((sum, file) => sum + file.count, 0)
  const perFile = counted.map((file) => `${file.name}: ${file.count}`)
  const problem =
    total > ceiling
      ? `${total} raw test-id selectors in tests/e2e/*.test.ts, more than the ceiling of ${ceiling}: ` +
        `find the element through a page object in tests/e2e/pages/ (by role, label or text; a test id only ` +
        `there, where the screen offers neither). Per file: ${perFile.join(', ')}`
      : null
  return { total, perFile, problem }
}

const testFiles = () =>
  readdirSync(e2eDir)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => ({ name, source: readFileSync(join(e2eDir, name), 'utf8') }))

describe('raw test ids in the e2e files', () => {
  it('reads the e2e files', () => {
    expect(testFiles().length).toBeGreaterThan(20)
  })

  it(`stays at or under ${E2E_TEST_ID_CEILING}`, () => {
    expect(overCeiling(testFiles(), E2E_TEST_ID_CEILING).problem).toBeNull()
  })

  it('has a ceiling no higher than the count, so one taken out is not put back unseen', () => {
    const { total } = overCeiling(testFiles(), E2E_TEST_ID_CEILING)
    expect(E2E_TEST_ID_CEILING, `lower E2E_TEST_ID_CEILING to ${total}`).toBeLessThanOrEqual(total)
  })

  it('counts each way of writing one, and nothing else', () => {
    const source = [
      "page.getByTestId('ghost-state')",
      'row.getByTestId (`shot-${side}`)',
      "page.locator('[data-testid=review-strip] [data-testid^=shot-]')",
      'document.querySelector(\'[ data-testid="x"]\')',
      "el.closest('[data-testid]')",
      // not selectors: reading the attribute, a role, a page object's method
      "card.getAttribute('data-testid')",
      "page.getByRole('button', { name: 'data-testid' })",
      'capture.shot(side)',
    ].join('\n')
    expect(rawTestIds(source)).toBe(6)
  })

  it('fails on a file that takes the total over the ceiling, and names it', () => {
    const within = { name: 'within.test.ts', source: "page.getByTestId('a')\npage.getByTestId('b')" }
    const over = { name: 'over.test.ts', source: "page.locator('[data-testid=c]')" }
    expect(overCeiling([within], 2).problem).toBeNull()
    const result = overCeiling([within, over], 2)
    expect(result.total).toBe(3)
    expect(result.problem).toMatch(/^3 raw test-id selectors .* more than the ceiling of 2/)
    expect(result.problem).toContain('within.test.ts: 2, over.test.ts: 1')
  })

  it('fails on the real files with a ceiling one under their count', () => {
    const { total } = overCeiling(testFiles(), E2E_TEST_ID_CEILING)
    expect(overCeiling(testFiles(), total - 1).problem).not.toBeNull()
    expect(overCeiling(testFiles(), total).problem).toBeNull()
  })
})

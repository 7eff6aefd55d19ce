/**
 * axe-core on the page as a person sees it (WCAG 2.x A and AA rules): every screen a test changes is checked.
 * The script comes from the npm package and is evaluated in the page; nothing is fetched.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

let source: Promise<string> | null = null
const axeSource = () =>
  (source ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'))

/** The violations on the page now (or within `selector`), as "rule (impact, elements): help — targets" lines. */
export async function axeViolations(
  page: Page,
  selector?: string,
  impacts?: readonly string[],
): Promise<string[]> {
  // evaluated through the DevTools protocol: the app's CSP (no inline scripts) stays as it ships
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource())
  const violations = await page.evaluate(async (context) => {
    const axe = (
      window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: unknown }> } }
    ).axe
    const result = await axe.run(context ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })
    return result.violations
  }, selector ?? null)
  return (violations as AxeViolation[])
    .filter((v) => !impacts || impacts.includes(v.impact ?? ''))
    .map(
      (v) =>
        `${v.id} (${v.impact ?? '?'}, ${v.nodes.length}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
}

/** Only the serious and critical violations. */
export function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  return axeViolations(page, selector, ['serious', 'critical'])
}

export async function expectAccessible(page: Page, selector?: string): Promise<void> {
  expect(await axeViolations(page, selector)).toEqual([])
}

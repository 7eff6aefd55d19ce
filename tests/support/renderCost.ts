/**
 * Deterministic counters of what the renderer does, installed in a page before the app loads (no product code
 * involved), for tests that bound the cost of a screen without timing it:
 * - React commits, through the React DevTools global hook (`onCommitFiberRoot`), which react-dom calls on every
 *   commit when the hook is present;
 * - Intl formatters constructed: NumberFormat, DateTimeFormat, PluralRules, RelativeTimeFormat (counting
 *   subclasses put in their place), and the `toLocale…String` calls that build one behind the scenes;
 * - canvas 2D contexts asked for (Chart.js asks once per chart it creates), and canvases cleared (Chart.js clears
 *   its canvas once per draw: a chart drawn again for new marks clears it twice).
 * The DOM is counted when read: the elements under a selector.
 */
import type { Page } from 'playwright-core'

export interface RenderCost {
  reactCommits: number
  /** Components rendered (mounted or rendered again) over those commits. */
  componentRenders: number
  /** The same by component name (minified names in a production build: for looking at, not for asserting). */
  rendersByName: Record<string, number>
  intl: Record<string, number>
  /** Every Intl formatter construction above, and the implicit ones, added up. */
  intlTotal: number
  canvasContexts: number
  /** clearRect calls on 2D canvases: Chart.js makes one per draw of a chart. */
  canvasClears: number
  /** The channels the page asked main for, in the order it sent them (the browser host's WebSocket). */
  bridgeCalls: string[]
  /** Elements under the selector read (0 when it matches nothing). */
  domNodes: number
}

/**
 * The script, as a string so no bundler helper leaks into it. The counters live in `window.__renderCost`;
 * they count only while `on` is true (reset turns it on).
 */
export const renderCostScript = `(() => {
  const cost = { on: false, reactCommits: 0, componentRenders: 0, rendersByName: {}, intl: {}, canvasContexts: 0, canvasClears: 0, bridgeCalls: [] }
  window.__renderCost = cost
  const send = WebSocket.prototype.send
  WebSocket.prototype.send = function (data) {
    if (cost.on && typeof data === 'string') {
      try {
        const channel = JSON.parse(data).channel
        if (typeof channel === 'string') cost.bridgeCalls.push(channel)
      } catch {}
    }
    return send.call(this, data)
  }
  const count = (name) => { if (cost.on) cost.intl[name] = (cost.intl[name] || 0) + 1 }
  for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat']) {
    const Original = Intl[name]
    if (typeof Original !== 'function') continue
    const Counted = class extends Original {
      constructor(...args) { super(...args); count(name) }
    }
    Object.defineProperty(Counted, 'name', { value: name })
    Intl[name] = Counted
  }
  const implicit = [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
  ]
  for (const [proto, key] of implicit) {
    const original = proto[key]
    proto[key] = function (...args) { count(key); return original.apply(this, args) }
  }
  const getContext = HTMLCanvasElement.prototype.getContext
  HTMLCanvasElement.prototype.getContext = function (...args) {
    if (cost.on) cost.canvasContexts++
    return getContext.apply(this, args)
  }
  const clearRect = CanvasRenderingContext2D.prototype.clearRect
  CanvasRenderingContext2D.prototype.clearRect = function (...args) {
    if (cost.on) cost.canvasClears++
    return clearRect.apply(this, args)
  }
  // Components that rendered in a commit, found as React DevTools finds them: a fiber without an alternate
  // was mounted; one with the PerformedWork flag (1) rendered again; a subtree whose child list was not cloned
  // was skipped by React altogether and is not walked.
  const componentTags = new Set([0, 1, 11, 14, 15]) // function, class, forwardRef, memo, simple memo
  const countRendered = (top) => {
    const stack = [[top, true]]
    while (stack.length > 0) {
      const [fiber, walk] = stack.pop()
      const before = fiber.alternate
      if (componentTags.has(fiber.tag) && (before === null || (fiber.flags & 1) === 1)) {
        cost.componentRenders++
        const type = fiber.type && fiber.type.type ? fiber.type.type : fiber.type
        const name = (type && (type.displayName || type.name)) || '?'
        cost.rendersByName[name] = (cost.rendersByName[name] || 0) + 1
      }
      if (!walk || (before !== null && fiber.child === before.child)) continue
      for (let child = fiber.child; child; child = child.sibling) stack.push([child, true])
    }
  }
  let nextId = 1
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    isDisabled: false,
    inject(renderer) { const id = nextId++; this.renderers.set(id, renderer); return id },
    onCommitFiberRoot(_id, root) {
      if (!cost.on) return
      cost.reactCommits++
      countRendered(root.current)
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  }
})()`

interface CostWindow {
  __renderCost?: {
    on: boolean
    reactCommits: number
    componentRenders: number
    rendersByName: Record<string, number>
    intl: Record<string, number>
    canvasContexts: number
    canvasClears: number
    bridgeCalls: string[]
  }
}

/** Installs the counters for every page load from now on (call before the app's page is loaded). */
export async function installRenderCost(page: Page): Promise<void> {
  await page.addInitScript(renderCostScript)
}

/** Zeroes the counters and starts counting. */
export async function resetRenderCost(page: Page): Promise<void> {
  await page.evaluate(() => {
    const cost = (window as unknown as CostWindow).__renderCost
    if (!cost) throw new Error('the render cost counters are not installed (installRenderCost, then a load)')
    Object.assign(cost, {
      on: true,
      reactCommits: 0,
      componentRenders: 0,
      rendersByName: {},
      intl: {},
      canvasContexts: 0,
      canvasClears: 0,
      bridgeCalls: [],
    })
  })
}

/** The counters so far, and the elements under `selector` now. */
export async function readRenderCost(page: Page, selector: string): Promise<RenderCost> {
  return page.evaluate((sel) => {
    const cost = (window as unknown as CostWindow).__renderCost
    if (!cost) throw new Error('the render cost counters are not installed')
    const root = document.querySelector(sel)
    const intl = { ...cost.intl }
    return {
      reactCommits: cost.reactCommits,
      componentRenders: cost.componentRenders,
      rendersByName: { ...cost.rendersByName },
      intl,
      intlTotal: Object.values(intl).reduce((n, v) => n + v, 0),
      canvasContexts: cost.canvasContexts,
      canvasClears: cost.canvasClears,
      bridgeCalls: [...cost.bridgeCalls],
      domNodes: root ? root.querySelectorAll('*').length + 1 : 0,
    }
  }, selector)
}

/**
 * Waits until React has committed nothing for `quietMs` (the screen has done what an open makes it do: answers
 * read anew, effects run), so what is read next is the whole cost, not where it stood at some moment.
 */
export async function waitForQuiet(page: Page, quietMs = 750, timeoutMs = 30_000): Promise<void> {
  const commits = () => page.evaluate(() => (window as unknown as CostWindow).__renderCost?.reactCommits ?? 0)
  const until = Date.now() + timeoutMs
  let last = await commits()
  for (;;) {
    await page.waitForTimeout(quietMs)
    const now = await commits()
    if (now === last) return
    if (Date.now() > until) throw new Error(`React still committing after ${timeoutMs} ms (${now} commits)`)
    last = now
  }
}

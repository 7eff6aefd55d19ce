/**
 * Page object: "Compare visits" — the earlier and later visit chosen in selects, both photos under a slider
 * with a shared zoom, and each metric's change.
 */
import type { Locator, Page } from 'playwright-core'
import { uiText } from './uiText'

export class CompareScreen {
  constructor(private readonly page: Page) {}

  /** The screen, a region named by its heading. */
  get region(): Locator {
    return this.page.getByRole('region', { name: uiText('compare.title') })
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: uiText('compare.title') })
  }

  /** "Earlier visit" and "Later visit" (selects labelled so). */
  get earlier(): Locator {
    return this.page.getByRole('combobox', { name: uiText('compare.before') })
  }

  get later(): Locator {
    return this.page.getByRole('combobox', { name: uiText('compare.after') })
  }

  /** "Reveal the later photo": the slider between the photos. */
  get slider(): Locator {
    return this.page.getByRole('slider', { name: uiText('compare.slider') })
  }

  /** Both photos as one zoomable group ("Both photos at …"). */
  get frame(): Locator {
    return this.page.getByRole('group', { name: uiText('compare.zoom.frameLabel') })
  }

  /** The zoom level shown between − and + (an <output>, a status in the "Zoom of both photos" group). */
  get zoomLevel(): Locator {
    return this.page.getByRole('group', { name: uiText('compare.zoom.label') }).getByRole('status')
  }

  get zoomIn(): Locator {
    return this.page.getByRole('button', { name: uiText('compare.zoom.in') })
  }

  get zoomOut(): Locator {
    return this.page.getByRole('button', { name: uiText('compare.zoom.out') })
  }

  get zoomReset(): Locator {
    return this.page.getByRole('button', { name: uiText('compare.zoom.reset') })
  }

  /**
   * The photos: images whose alternative text is a visit's date, the same as the deltas beside them, so they
   * are told apart by their test ids (`a` earlier, `b` later).
   */
  photo(which: 'a' | 'b'): Locator {
    return this.page.getByTestId(`compare-photo-${which}`)
  }

  /** A metric's change (its `data-direction` says better, worse or same): test id. */
  delta(techName: string): Locator {
    return this.page.getByTestId(`compare-delta-${techName}`)
  }
}

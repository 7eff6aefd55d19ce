/**
 * Page object: "Compare visits" — the earlier and later visit chosen in selects, both photos under a slider
 * with a shared zoom, and each metric's change.
 */
import type { Locator, Page } from 'playwright-core'
import { uiText } from './uiText'
import { waitForDrawn } from './waitForCount'

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

  /** Waits until both photos have pixels. */
  async waitForPhotosDrawn(): Promise<void> {
    await waitForDrawn(this.photo('a'))
    await waitForDrawn(this.photo('b'))
  }

  /** The "show where" masks shown over either photo (`parameter`: one mask's), by their test ids. */
  shownMasks(parameter?: string): Locator {
    const id =
      parameter === undefined ? '[data-testid^=mask-layer-]' : `[data-testid=mask-layer-${parameter}]`
    return this.frame.locator(`${id}:not([hidden])`)
  }

  /** A metric's change (its `data-direction` says better, worse or same): test id. */
  delta(techName: string): Locator {
    return this.page.getByTestId(`compare-delta-${techName}`)
  }

  /**
   * Whether the later photo is lined up on the earlier by their faces: a line of text with no role whose
   * `data-state` is `measuring`, `done` or `none` (its test id).
   */
  get alignment(): Locator {
    return this.page.getByTestId('compare-aligned')
  }

  /** "Show as taken": both photos as they were taken, not lined up. */
  get asTaken(): Locator {
    return this.page.getByRole('checkbox', { name: uiText('compare.aligned.original') })
  }

  /** "How the photos are shown": Slider or Blink. */
  viewMode(mode: 'slider' | 'blink'): Locator {
    return this.page
      .getByRole('radiogroup', { name: uiText('compare.view.label') })
      .getByRole('radio', { name: uiText(`compare.view.${mode}`) })
  }

  /** The blink view's "Switch photo". */
  get blinkSwitch(): Locator {
    return this.page.getByRole('button', { name: uiText('compare.view.switch') })
  }

  /** The warning that the two photos compare poorly, and why (a paragraph left out of the live regions). */
  get comparabilityNotice(): Locator {
    return this.page.getByTestId('comparability-notice')
  }

  /**
   * Where a photo draws a pixel `p` of its image, in the frame's own coordinates (object-fit: cover, then its CSS
   * transform). Relative to the frame, not the page: the two photos are read one after the other, and a line of
   * text appearing above the frame in between (the comparability note) must not count as a gap between them.
   */
  drawnAt(which: 'a' | 'b', p: { x: number; y: number }): Promise<{ x: number; y: number }> {
    return this.photo(which).evaluate((element, point) => {
      const img = element as HTMLImageElement
      const w = img.offsetWidth
      const h = img.offsetHeight
      const s = Math.max(w / img.naturalWidth, h / img.naturalHeight)
      const local = {
        x: (w - img.naturalWidth * s) / 2 + point.x * s,
        y: (h - img.naturalHeight * s) / 2 + point.y * s,
      }
      const m = new DOMMatrix(getComputedStyle(img).transform)
      const moved = m.transformPoint(new DOMPoint(local.x - w / 2, local.y - h / 2))
      return { x: img.offsetLeft + w / 2 + moved.x, y: img.offsetTop + h / 2 + moved.y }
    }, p)
  }

  /** Where each photo is drawn on the screen (after its zoom and pan), rounded to whole pixels. */
  async photoBoxes(): Promise<{ a: number[]; b: number[] }> {
    const box = (which: 'a' | 'b') =>
      this.photo(which).evaluate(
        (img) => {
          const r = img.getBoundingClientRect()
          return [r.left, r.top, r.width, r.height].map(Math.round)
        },
        undefined,
        { timeout: 1_000 },
      )
    return { a: await box('a'), b: await box('b') }
  }

  /** "Pick the visits": a region of buttons, one per visit of the same side, each with its photo. */
  get visitStrip(): Locator {
    return this.page.getByRole('region', { name: uiText('compare.pickVisits') })
  }

  get stripVisits(): Locator {
    return this.visitStrip.getByRole('button')
  }

  /** The strip's photos, drawn once loaded (decorative thumbnails with no role: their test ids, `data-loaded`). */
  get stripPhotosLoaded(): Locator {
    return this.visitStrip.locator('[data-testid=visit-thumb][data-loaded=true] img')
  }
}

/** Page object: the capture screen with photos from files (drop zone's file input), and sending them. */
import type { Locator, Page } from 'playwright-core'
import { uiText } from './uiText'
import { waitForCount } from './waitForCount'

export type PhotoFile = { name: string; mimeType: string; buffer: Buffer }

export const jpegFile = (name: string, buffer: Buffer): PhotoFile => ({
  name,
  mimeType: 'image/jpeg',
  buffer,
})

export class CaptureScreen {
  constructor(private readonly page: Page) {}

  /** "Send" under the photos: there (disabled until the photos are ready) once the capture session is. */
  get sendButton(): Locator {
    return this.page
      .getByRole('button', { name: uiText('review.send') })
      .or(this.page.getByRole('button', { name: uiText('review.sending') }))
  }

  /** The capture session (camera, files, review and send), known by its "Send" button. */
  get session(): Locator {
    return this.sendButton
  }

  /** "What to photograph": the front photo, or the triplet. */
  mode(mode: 'front' | 'triplet', state: { checked?: boolean } = {}): Locator {
    return this.page.getByRole('radio', {
      name: uiText(`capture.mode.${mode}`, {}, { exact: false }),
      ...state,
    })
  }

  async chooseMode(mode: 'front' | 'triplet'): Promise<void> {
    await this.mode(mode).click()
  }

  /** "Photos from files": the drop zone, a region named by its heading. */
  get dropZone(): Locator {
    return this.page.getByRole('region', { name: uiText('photos.dropTitle') })
  }

  /** What the drop zone says of photos it left out (an alert in it). */
  get dropNotice(): Locator {
    return this.dropZone.getByRole('alert')
  }

  /** In the camera's place, why there is none (`missing`, `denied`, …): an alert headed by the problem's title. */
  cameraProblem(problem: 'missing' | 'denied' | 'busy' | 'failed'): Locator {
    return this.page
      .getByRole('alert')
      .filter({ hasText: uiText(`camera.problem.${problem}.title`, {}, { exact: false }) })
  }

  /** The drop zone's file input: hidden, with no role (found by its test id). */
  get fileInput(): Locator {
    return this.page.getByTestId('file-input')
  }

  /** "Review": the photos of this capture, a region named by its heading. */
  get reviewStrip(): Locator {
    return this.page.getByRole('region', { name: uiText('review.title') })
  }

  /** Every photo's card in the review strip (an article each). */
  get photoCards(): Locator {
    return this.reviewStrip.getByRole('article')
  }

  /** A photo's card by the file name it shows. */
  photoCard(fileName: string): Locator {
    return this.photoCards.filter({ hasText: fileName })
  }

  /**
   * A photo's card in the review strip by its side: the side is a chip's text and the card's test id
   * (`shot-<side>`; its check's state is its `data-state`), and only the test id tells a card from its neighbours.
   */
  shot(side: 'front' | 'left' | 'right'): Locator {
    return this.reviewStrip.getByTestId(`shot-${side}`)
  }

  /** The empty place of a side not taken yet (a box with no role: its test id). */
  slot(side: 'front' | 'left' | 'right'): Locator {
    return this.reviewStrip.getByTestId(`slot-${side}`)
  }

  /** A card's check messages (paragraphs with no role: test ids); all cards' without one. */
  warnings(shot: Locator = this.reviewStrip): Locator {
    return shot.getByTestId('photo-warning')
  }

  /** A card's errors, which block sending (paragraphs with no role: test ids); all cards' without one. */
  errors(shot: Locator = this.reviewStrip): Locator {
    return shot.getByTestId('photo-error')
  }

  /** A file's card's "Side" (a select labelled so, in triplet mode). */
  sideSelect(shot: Locator): Locator {
    return shot.getByRole('combobox', { name: uiText('photos.side') })
  }

  /** A camera shot's "Retake". */
  retakeButton(shot: Locator): Locator {
    return shot.getByRole('button', { name: uiText('photos.retake') })
  }

  /** A blocked card's "send anyway" checkbox. */
  acceptAnyway(shot: Locator): Locator {
    return shot.getByRole('checkbox', { name: uiText('photos.acceptAnyway') })
  }

  /** What the send bar says ("Ready to send …", "Check the marked photos first …"): test id, no role. */
  get sendStatus(): Locator {
    return this.page.getByTestId('send-status')
  }

  /** "The service could not analyse the last … photo": a note with no live role (its test id). */
  get retakeNotice(): Locator {
    return this.page.getByTestId('retake-notice')
  }

  /** "… is not attached to <dataset>": a warning (alert) with the "Attach …" button. */
  get analysisNotAttached(): Locator {
    return this.page
      .getByRole('alert')
      .filter({ hasText: uiText('capture.analysis.notAttached', {}, { exact: false }) })
  }

  /** The notice's "Attach <application>", and its confirmation dialog. */
  get attachButton(): Locator {
    return this.analysisNotAttached.getByRole('button', { name: uiText('capture.analysis.attach') })
  }

  get attachDialog(): Locator {
    return this.page.getByRole('dialog', { name: uiText('capture.analysis.confirmTitle') })
  }

  /** "<application> is attached …": a status. */
  get analysisAttached(): Locator {
    return this.page.getByRole('status').filter({ hasText: uiText('capture.analysis.attached') })
  }

  /** The panel after sending: a region headed "Saved and queued for upload". */
  get sentPanel(): Locator {
    return this.page.getByRole('region', { name: uiText('sent.title') })
  }

  // The camera's guidance (issue 28: against last time's photo too).

  /**
   * The one hint over the live picture: a status with no name among the screen's others, so found by its test
   * id; `data-state` says whether every check holds, `data-hint` names the hint.
   */
  get guidanceHint(): Locator {
    return this.page.getByTestId('guidance-hint')
  }

  /** The live checks: the list in the region headed "Checks". */
  get checks(): Locator {
    return this.page.getByRole('region', { name: uiText('guidance.checksTitle') }).getByRole('list')
  }

  /** One check by its name ("One face", "Head position", …); whether it holds is its `data-state`. */
  check(name: 'face' | 'position' | 'pose' | 'sharpness' | 'exposure' | 'resolution' | 'match'): Locator {
    return this.checks
      .getByRole('listitem')
      .filter({ hasText: uiText(`guidance.check.${name}`, {}, { exact: false }) })
  }

  /**
   * Every check at the moment the hint turns ready, as `check-<name>=<state>` (their test ids and states): the
   * hint and the checks read in the page in one go, every 50 ms, since the photo follows a second later and the
   * checks move on.
   */
  async checksWhenReady(timeout = 30_000): Promise<string[]> {
    const until = Date.now() + timeout
    for (;;) {
      const checks = await this.page.locator('body').evaluate((body) => {
        if (body.querySelector('[data-testid=guidance-hint]')?.getAttribute('data-state') !== 'ok')
          return null
        return [...body.querySelectorAll('[data-testid^=check-]')].map(
          (check) => `${check.getAttribute('data-testid')}=${check.getAttribute('data-state')}`,
        )
      })
      if (checks) return checks
      if (Date.now() > until) throw new Error(`the guidance not ready after ${timeout} ms`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  /** "Last time": the card of last time's photo beside the camera, a region named by its heading. */
  get ghostPanel(): Locator {
    return this.page.getByRole('region', { name: uiText('ghost.title') })
  }

  /** What the card says of last time's photo (a paragraph with no role: its test id); `data-state` its state. */
  get ghostState(): Locator {
    return this.page.getByTestId('ghost-state')
  }

  /** Last time's photo over the camera: decorative (no alternative text, hidden from assistive technology). */
  get ghostImage(): Locator {
    return this.page.getByTestId('ghost-image')
  }

  /** "Show last time's photo". */
  get ghostToggle(): Locator {
    return this.ghostPanel.getByRole('checkbox', { name: uiText('ghost.show') })
  }

  /** "Opacity of last time's photo" (a range). */
  get ghostOpacity(): Locator {
    return this.ghostPanel.getByRole('slider', { name: uiText('ghost.opacity') })
  }

  /** Puts the files (payloads, or paths on this computer) in as if dropped, and waits until each has been read. */
  async dropPhotos(files: PhotoFile[] | string[]): Promise<void> {
    await this.fileInput.setInputFiles(files)
    // A photo being read says so only in its tile's `data-state`.
    await waitForCount(this.page.locator('[data-testid^=shot-][data-state=reading]'), 0)
  }

  /** A triplet on a fresh capture screen: triplet mode, and the three sides dropped in as files. */
  async dropTriplet(photos: { front: Buffer; right: Buffer; left: Buffer }): Promise<void> {
    await this.chooseMode('triplet')
    await this.dropPhotos([
      jpegFile('cheek-right.jpg', photos.right),
      jpegFile('straight.jpg', photos.front),
      jpegFile('cheek-left.jpg', photos.left),
    ])
  }

  /** Sends the capture and waits for the "sent" panel. */
  async send(): Promise<void> {
    try {
      await this.sendButton.click()
    } catch (error) {
      // Say why it stayed disabled: the send bar's status and each card's state.
      const status = await this.sendStatus.textContent().catch(() => null)
      const cards = await this.page
        .locator('[data-testid^=shot-]')
        .evaluateAll((all) =>
          all.map((c) => `${c.getAttribute('data-testid')}=${c.getAttribute('data-state')}`),
        )
        .catch(() => [])
      throw new Error(`Send stayed unavailable: "${status}"; cards ${cards.join(', ') || 'none'}`, {
        cause: error,
      })
    }
    await this.sentPanel.waitFor()
  }

  /** From the "sent" panel back to the subject's screen. */
  async backToSubject(): Promise<void> {
    await this.sentPanel.getByRole('button', { name: uiText('sent.backToSubject') }).click()
    await this.page.getByRole('button', { name: uiText('compare.open') }).waitFor()
  }

  get newCaptureButton(): Locator {
    return this.sentPanel.getByRole('button', { name: uiText('sent.newCapture') })
  }

  async openQueue(): Promise<void> {
    await this.sentPanel.getByRole('button', { name: uiText('sent.openQueue') }).click()
  }
}

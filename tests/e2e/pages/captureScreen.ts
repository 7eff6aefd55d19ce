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

  /** The drop zone's file input: hidden, with no role (found by its test id). */
  get fileInput(): Locator {
    return this.page.getByTestId('file-input')
  }

  /** A photo's card in the review strip (its check's state is its `data-state`: test id). */
  shot(side: 'front' | 'left' | 'right'): Locator {
    return this.page.getByTestId(`shot-${side}`)
  }

  /** A card's check messages (paragraphs with no role: test ids). */
  warnings(shot: Locator): Locator {
    return shot.getByTestId('photo-warning')
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
    await this.sendButton.click()
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

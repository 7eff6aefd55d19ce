/** Page object: the capture screen with photos from files (drop zone's file input), and sending them. */
import type { Page } from 'playwright-core'

export type PhotoFile = { name: string; mimeType: string; buffer: Buffer }

export const jpegFile = (name: string, buffer: Buffer): PhotoFile => ({
  name,
  mimeType: 'image/jpeg',
  buffer,
})

export class CaptureScreen {
  constructor(private readonly page: Page) {}

  /** Puts the files in as if dropped, and waits until each has been read. */
  async dropPhotos(files: PhotoFile[]): Promise<void> {
    await this.page.setInputFiles('[data-testid=file-input]', files)
    await this.page.waitForFunction(
      () => document.querySelectorAll('[data-testid^=shot-][data-state=reading]').length === 0,
    )
  }

  /** Sends the capture and waits for the "sent" panel. */
  async send(): Promise<void> {
    await this.page.click('[data-testid=send-capture]')
    await this.page.waitForSelector('[data-testid=capture-sent]')
  }

  /** From the "sent" panel back to the subject's screen. */
  async backToSubject(): Promise<void> {
    await this.page.click('[data-testid=sent-open-subject]')
    await this.page.waitForSelector('[data-testid=subject-title]')
  }
}

import sharp from 'sharp'
import { renderReport } from '../../src-service/pdf'
import { sampleInput } from '../support/pdfSample'
import { report, timeRuns } from './stats'

export const title = 'PDF report (spec 4.1): render time per locale'

/** A phone-sized original (12 MP JPEG) as the service stores it, so photo downscaling is part of the figure. */
async function phonePhoto(): Promise<Buffer> {
  return sharp((await sampleInput('en')).photo)
    .resize(3024, 4032, { fit: 'fill' })
    .jpeg({ quality: 90 })
    .toBuffer()
}

export async function run(): Promise<void> {
  const photo = await phonePhoto()
  for (const locale of ['en', 'ru', 'ja']) {
    const input = await sampleInput(locale, { photo })
    await renderReport(input)
    report(`${locale}, 12 MP photo`, await timeRuns(8, () => renderReport(input)))
  }
}

import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { imageJsonBody } from './uploadBody'

async function drain(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = []
  for await (const part of stream) parts.push(part)
  return Buffer.concat(parts)
}

describe('streamed image upload body', () => {
  it('is the JSON of the fields and the base64 of the image, chunk by chunk', async () => {
    for (const size of [0, 1, 2, 3, 196_607, 196_608, 196_609, 1_000_003]) {
      const image = randomBytes(size)
      const made = imageJsonBody(image, { side_id: 2, light_id: 1 })
      const body = await drain(made.open())
      expect(made.length).toBe(body.length)
      expect(JSON.parse(body.toString('utf8'))).toEqual({
        side_id: 2,
        light_id: 1,
        b64data: image.toString('base64'),
      })
    }
  })

  it('reports the image bytes handed to the stream, up to the whole image', async () => {
    const image = randomBytes(700_000)
    const reports: [number, number][] = []
    await drain(imageJsonBody(image, { side_id: 1 }, (sent, total) => reports.push([sent, total])).open())
    expect(reports.length).toBeGreaterThan(2)
    expect(reports.every(([, total]) => total === image.length)).toBe(true)
    const sent = reports.map(([value]) => value)
    expect(sent).toEqual([...sent].sort((a, b) => a - b))
    expect(sent.at(-1)).toBe(image.length)
  })

  it('gives a fresh stream for every attempt', async () => {
    const image = randomBytes(1000)
    const make = imageJsonBody(image, {})
    const first = await drain(make.open())
    expect((await drain(make.open())).equals(first)).toBe(true)
    expect(JSON.parse(first.toString('utf8'))).toEqual({ b64data: image.toString('base64') })
  })
})

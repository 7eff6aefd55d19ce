/**
 * The documented dialect's storage host: a second loopback origin that serves original photos behind signed,
 * expiring links, as the real service's files live on a storage host. It takes no API key: a request that
 * carries an Authorization header is refused (400), as signed-URL storage refuses a second auth mechanism. A
 * forged or expired signature is 403; a file that is gone (image deleted, photos deleted, original erased by the
 * dataset's policy) is 404. Answers are plain text, not the API's JSON.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Store } from '../db/store'
import type { ImageBytes } from './imageBytes'

export interface StorageHost {
  origin: string
  /** A signed link to an image's bytes, valid for the link lifetime (default one hour, as the real service's). */
  urlFor(imageId: string): string
  /** Sets the lifetime of links made from now on (a test hook: 0 makes links that have expired already). */
  setLinkTtl(seconds: number): void
  close(): Promise<void>
}

export const defaultLinkTtlSeconds = 3600

/** A link lifetime in whole seconds, at least 0; anything else throws. */
export function checkedLinkTtl(seconds: number): number {
  if (!Number.isInteger(seconds) || seconds < 0) throw new Error(`Invalid link lifetime ${seconds} s`)
  return seconds
}

export async function startStorageHost(
  deps: { store: Store; bytes: ImageBytes },
  host = '127.0.0.1',
  linkTtlSeconds = defaultLinkTtlSeconds,
): Promise<StorageHost> {
  let ttl = checkedLinkTtl(linkTtlSeconds)
  const secret = randomBytes(32)
  const sign = (imageId: string, expires: number) =>
    createHmac('sha256', secret).update(`${imageId}\n${expires}`).digest('hex')

  const server: Server = createServer((request, response) => {
    const deny = (status: number, text: string) => {
      response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text)
    }
    void (async () => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return deny(405, 'Method not allowed')
      if (request.headers.authorization !== undefined)
        return deny(400, 'Only one auth mechanism allowed: the signature is in the link')
      const url = new URL(request.url ?? '/', 'http://storage')
      const match = /^\/originals\/([A-Za-z0-9-]+)$/.exec(url.pathname)
      const expires = Number(url.searchParams.get('expires'))
      const signature = Buffer.from(url.searchParams.get('signature') ?? '', 'hex')
      if (!match?.[1]) return deny(404, 'Not found')
      const expected = Buffer.from(sign(match[1], expires), 'hex')
      if (signature.length !== expected.length || !timingSafeEqual(signature, expected))
        return deny(403, 'Signature does not match')
      if (!(expires * 1000 > Date.now())) return deny(403, 'Request has expired')
      const image = deps.store.images.locate(match[1])
      const bytes = image && !image.original_erased && (await deps.bytes.read(image.id))
      if (!image || !bytes) return deny(404, 'Not found')
      response.writeHead(200, { 'content-type': image.media_type, 'content-length': bytes.length })
      response.end(request.method === 'HEAD' ? undefined : bytes)
    })().catch(() => deny(500, 'Storage error'))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  return {
    origin,
    urlFor: (imageId) => {
      const expires = Math.floor(Date.now() / 1000) + ttl
      return `${origin}/originals/${imageId}?expires=${expires}&signature=${sign(imageId, expires)}`
    },
    setLinkTtl: (seconds) => {
      ttl = checkedLinkTtl(seconds)
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

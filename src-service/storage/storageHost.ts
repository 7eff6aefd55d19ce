/**
 * The documented dialect's storage host: a second loopback origin that serves original photos and the Face Skin
 * Analysis 3.0 masks behind signed, expiring links, and takes the v3 upload's PUTs, as the real service's files
 * live on a storage host. It takes no API key: a request that carries an Authorization header is refused (400),
 * as signed-URL storage refuses a second auth mechanism. A forged or expired signature is 403; a file that is
 * gone (image deleted, photos deleted, original erased by the dataset's policy) is 404. A PUT must carry exactly
 * the headers its upload call named (else 400) and a Content-Length within their range (else 400; none: 411).
 * Answers are plain text, not the API's JSON.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Store } from '../db/store'
import type { ImageBytes } from './imageBytes'

/** The headers a v3 upload's PUT must carry, as the real service's signed upload answers them. */
export const UPLOAD_CONTENT_TYPE = 'application/octet-stream'
export const UPLOAD_LENGTH_RANGE = { min: 1, max: 30 * 1024 * 1024 }
export const UPLOAD_LENGTH_RANGE_HEADER = 'X-Goog-Content-Length-Range'

/** What the service does with what reaches the storage host (set once the service is built). */
export interface StorageHandlers {
  /** Stores a v3 upload's bytes under the image id its link names; throws `StorageRefusal` to refuse. */
  receive(imageId: string, bytes: Buffer): Promise<void>
  /** The SVG of one parameter's mask on one image, or null when there is none. */
  mask(imageId: string, parameter: string): string | null
}

/** A refused storage request: its status and plain-text reason. */
export class StorageRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export interface SignedUpload {
  url: string
  /** Exactly the headers the PUT must carry (and `Host`, as the real service lists it). */
  headers: Record<string, string>
}

export interface StorageHost {
  origin: string
  /** A signed link to an image's bytes, valid for the link lifetime (default one hour, as the real service's). */
  urlFor(imageId: string, ttlSeconds?: number): string
  /** A signed link to PUT a v3 upload's bytes to, valid for the link lifetime. */
  uploadFor(imageId: string): SignedUpload
  /** A signed link to an image's mask of one parameter (SVG). */
  maskUrlFor(imageId: string, parameter: string, ttlSeconds?: number): string
  serve(handlers: StorageHandlers): void
  /** PUTs with a valid signature so far, per image id their link names (a test hook). */
  puts(): ReadonlyMap<string, number>
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

const readBody = (request: IncomingMessage, limit: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        reject(new StorageRefusal(400, 'Body larger than its Content-Length'))
        request.destroy()
      } else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })

export async function startStorageHost(
  deps: { store: Store; bytes: ImageBytes },
  host = '127.0.0.1',
  linkTtlSeconds = defaultLinkTtlSeconds,
): Promise<StorageHost> {
  let ttl = checkedLinkTtl(linkTtlSeconds)
  let handlers: StorageHandlers | null = null
  const putCounts = new Map<string, number>()
  const secret = randomBytes(32)
  const sign = (path: string, expires: number) =>
    createHmac('sha256', secret).update(`${path}\n${expires}`).digest('hex')
  // the original's signature stays over the image id alone, as links made before masks existed were
  const signedPath = (path: string) => path.replace(/^\/originals\//, '')

  async function putUpload(request: IncomingMessage, imageId: string): Promise<void> {
    const type = request.headers['content-type']
    const range = request.headers[UPLOAD_LENGTH_RANGE_HEADER.toLowerCase()]
    if (type !== UPLOAD_CONTENT_TYPE || range !== `${UPLOAD_LENGTH_RANGE.min},${UPLOAD_LENGTH_RANGE.max}`)
      throw new StorageRefusal(400, 'The request headers do not match the signed upload headers')
    if (request.headers['content-length'] === undefined)
      throw new StorageRefusal(411, 'Content-Length is required')
    const length = Number(request.headers['content-length'])
    if (!(length >= UPLOAD_LENGTH_RANGE.min && length <= UPLOAD_LENGTH_RANGE.max))
      throw new StorageRefusal(400, 'Your proposed upload is outside the content length range')
    const bytes = await readBody(request, length)
    if (!handlers) throw new StorageRefusal(503, 'Storage is starting')
    await handlers.receive(imageId, bytes)
  }

  const server: Server = createServer((request, response) => {
    const deny = (status: number, text: string) => {
      if (!response.headersSent)
        response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text)
    }
    void (async () => {
      if (request.headers.authorization !== undefined)
        return deny(400, 'Only one auth mechanism allowed: the signature is in the link')
      const url = new URL(request.url ?? '/', 'http://storage')
      const original = /^\/originals\/([A-Za-z0-9-]+)$/.exec(url.pathname)
      const upload = /^\/uploads\/([A-Za-z0-9-]+)$/.exec(url.pathname)
      const mask = /^\/masks\/([A-Za-z0-9-]+)\/original_([a-z_]+)\.svg$/.exec(url.pathname)
      if (!original && !upload && !mask) return deny(404, 'Not found')
      const expires = Number(url.searchParams.get('expires'))
      const signature = Buffer.from(url.searchParams.get('signature') ?? '', 'hex')
      const expected = Buffer.from(sign(signedPath(url.pathname), expires), 'hex')
      if (signature.length !== expected.length || !timingSafeEqual(signature, expected))
        return deny(403, 'Signature does not match')
      if (!(expires * 1000 > Date.now())) return deny(403, 'Request has expired')
      if (upload?.[1]) {
        if (request.method !== 'PUT') return deny(405, 'Method not allowed')
        putCounts.set(upload[1], (putCounts.get(upload[1]) ?? 0) + 1)
        await putUpload(request, upload[1])
        return void response.writeHead(200, { 'content-length': 0 }).end()
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') return deny(405, 'Method not allowed')
      if (mask?.[1] && mask[2]) {
        const svg = deps.store.images.locate(mask[1]) && handlers?.mask(mask[1], mask[2])
        if (!svg) return deny(404, 'Not found')
        const bytes = Buffer.from(svg)
        response.writeHead(200, { 'content-type': 'image/svg+xml', 'content-length': bytes.length })
        return void response.end(request.method === 'HEAD' ? undefined : bytes)
      }
      const imageId = original?.[1] ?? ''
      const image = deps.store.images.locate(imageId)
      const bytes = image && !image.original_erased && (await deps.bytes.read(image.id))
      if (!image || !bytes) return deny(404, 'Not found')
      response.writeHead(200, { 'content-type': image.media_type, 'content-length': bytes.length })
      response.end(request.method === 'HEAD' ? undefined : bytes)
    })().catch((error: unknown) =>
      error instanceof StorageRefusal ? deny(error.status, error.message) : deny(500, 'Storage error'),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const hostPort = `${host.includes(':') ? `[${host}]` : host}:${port}`
  const origin = `http://${hostPort}`
  const link = (path: string, seconds = ttl) => {
    const expires = Math.floor(Date.now() / 1000) + seconds
    return `${origin}${path}?expires=${expires}&signature=${sign(signedPath(path), expires)}`
  }
  return {
    origin,
    urlFor: (imageId, seconds) => link(`/originals/${imageId}`, seconds),
    uploadFor: (imageId) => ({
      url: link(`/uploads/${imageId}`),
      headers: {
        'Content-Type': UPLOAD_CONTENT_TYPE,
        [UPLOAD_LENGTH_RANGE_HEADER]: `${UPLOAD_LENGTH_RANGE.min},${UPLOAD_LENGTH_RANGE.max}`,
        Host: hostPort,
      },
    }),
    maskUrlFor: (imageId, parameter, seconds) => link(`/masks/${imageId}/original_${parameter}.svg`, seconds),
    serve: (next) => {
      handlers = next
    },
    puts: () => putCounts,
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

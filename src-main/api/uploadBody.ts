/** Raw bytes per chunk: a multiple of 3, so every chunk encodes to base64 without padding. */
const RAW_CHUNK_BYTES = 3 * 64 * 1024

export type UploadProgress = (sentBytes: number, totalBytes: number) => void

/**
 * A JSON body produced as a stream, with its length known before it is sent: it goes out with a
 * `Content-Length`, never chunked (a Django REST backend reads a chunked body as empty: service-gaps.md).
 */
export interface StreamedBody {
  /** A fresh stream for each attempt (a stream can be read only once). */
  open(): ReadableStream<Uint8Array>
  /** Its length in bytes. */
  length: number
  /** Its media type (default application/json). */
  contentType?: string
}

/** Base64 of `bytes` bytes, with padding. */
export function base64Length(bytes: number): number {
  return Math.ceil(bytes / 3) * 4
}

/**
 * The JSON body `{...fields, "b64data": "<base64 of image>"}` as a stream that encodes the image chunk by chunk
 * while fetch sends it, reporting how many bytes of the image have been handed to the stream. Its length is
 * computed from the image's size, so memory stays bounded by one chunk.
 */
export function imageJsonBody(
  image: Uint8Array,
  fields: Readonly<Record<string, string | number>>,
  onProgress?: UploadProgress,
): StreamedBody {
  const head =
    JSON.stringify(fields).slice(0, -1) + (Object.keys(fields).length > 0 ? ',' : '') + '"b64data":"'
  const tail = '"}'
  const source = Buffer.from(image.buffer, image.byteOffset, image.byteLength)
  const length =
    Buffer.byteLength(head, 'utf8') + base64Length(source.length) + Buffer.byteLength(tail, 'utf8')
  const open = () => {
    let offset = -1
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset < 0) {
          controller.enqueue(Buffer.from(head, 'utf8'))
          offset = 0
          return
        }
        if (offset < source.length) {
          const end = Math.min(offset + RAW_CHUNK_BYTES, source.length)
          controller.enqueue(Buffer.from(source.subarray(offset, end).toString('base64'), 'latin1'))
          offset = end
          onProgress?.(end, source.length)
          return
        }
        controller.enqueue(Buffer.from(tail, 'utf8'))
        controller.close()
      },
    })
  }
  return { open, length }
}

/**
 * Raw bytes as a stream of chunks with a known length (a v3 upload's PUT to storage), reporting how many bytes
 * have been handed to the stream.
 */
export function rawBody(bytes: Uint8Array, contentType: string, onProgress?: UploadProgress): StreamedBody {
  const source = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const open = () => {
    let offset = 0
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= source.length) {
          controller.close()
          return
        }
        const end = Math.min(offset + RAW_CHUNK_BYTES, source.length)
        controller.enqueue(source.subarray(offset, end))
        offset = end
        onProgress?.(end, source.length)
      },
    })
  }
  return { open, length: source.length, contentType }
}

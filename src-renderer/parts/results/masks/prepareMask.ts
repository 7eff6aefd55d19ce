/**
 * A mask's SVG from the service, made safe and fitted to its photo before it reaches the page. The SVG is
 * untrusted: DOMPurify's SVG profile keeps shapes and their paint only (no script, no `foreignObject`, no
 * `<style>`, no links, no filters, no animation), and any reference that is not to the document itself (`url(…)`
 * to another file, `href`) is dropped, so it cannot fetch or run anything; the app's CSP stays as shipped.
 *
 * It must lie on the photo: its own size (`viewBox`, else `width` × `height`) is the photo's pixels. One larger
 * than the photo, or of another shape (aspect off by more than 2 %), is not drawn; one drawn at a smaller scale
 * of the same shape is scaled up. The root is then set to fill its box as the photo does (`object-fit: cover`:
 * `xMidYMid slice`).
 */
import DOMPurify from 'dompurify'

export type PreparedMask =
  | { parameter: string; ok: true; svg: SVGSVGElement }
  | { parameter: string; ok: false; reason: 'unreadable' | 'does_not_fit' }

export interface PhotoSize {
  width: number
  height: number
}

const SVG_NS = 'http://www.w3.org/2000/svg'

/** Tolerance of the size and shape check (rounding of the service's drawing). */
const FIT_TOLERANCE = 0.02

let purifier: ReturnType<typeof DOMPurify> | null = null

/** A DOMPurify of our own, so its hook does not reach the descriptions' sanitiser. */
function maskPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier
  const instance = DOMPurify(window)
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    // paint may point into the document (`url(#gradient)`), never to another file
    if (/url\s*\(/i.test(data.attrValue) && !/^\s*url\(\s*['"]?#[^)]*\)\s*$/i.test(data.attrValue))
      data.keepAttr = false
  })
  purifier = instance
  return instance
}

function sizeOf(root: SVGSVGElement): PhotoSize | null {
  const box = (root.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number)
  if (box.length === 4 && box.every(Number.isFinite) && (box[2] ?? 0) > 0 && (box[3] ?? 0) > 0)
    return { width: box[2] ?? 0, height: box[3] ?? 0 }
  const width = Number.parseFloat(root.getAttribute('width') ?? '')
  const height = Number.parseFloat(root.getAttribute('height') ?? '')
  return width > 0 && height > 0 ? { width, height } : null
}

export function prepareMask(parameter: string, text: string, photo: PhotoSize): PreparedMask {
  const fragment = maskPurifier().sanitize(text, {
    USE_PROFILES: { svg: true },
    FORBID_TAGS: [
      'foreignObject',
      'style',
      'image',
      'use',
      'a',
      'script',
      'animate',
      'set',
      'animateMotion',
      'animateTransform',
    ],
    FORBID_ATTR: ['href', 'xlink:href', 'style', 'filter', 'mask', 'clip-path', 'cursor'],
    RETURN_DOM_FRAGMENT: true,
  })
  const first = fragment.firstElementChild
  // by its name, not `instanceof`: the sanitiser may build its nodes in a document of its own
  if (first?.namespaceURI !== SVG_NS || first.localName !== 'svg')
    return { parameter, ok: false, reason: 'unreadable' }
  const root = first as SVGSVGElement
  const size = sizeOf(root)
  if (!size) return { parameter, ok: false, reason: 'unreadable' }
  const larger =
    size.width > photo.width * (1 + FIT_TOLERANCE) || size.height > photo.height * (1 + FIT_TOLERANCE)
  const shape = size.width / size.height / (photo.width / photo.height)
  if (larger || Math.abs(shape - 1) > FIT_TOLERANCE) return { parameter, ok: false, reason: 'does_not_fit' }
  if (!root.getAttribute('viewBox')) root.setAttribute('viewBox', `0 0 ${size.width} ${size.height}`)
  root.removeAttribute('width')
  root.removeAttribute('height')
  root.setAttribute('preserveAspectRatio', 'xMidYMid slice')
  root.setAttribute('aria-hidden', 'true')
  root.setAttribute('focusable', 'false')
  return { parameter, ok: true, svg: root }
}

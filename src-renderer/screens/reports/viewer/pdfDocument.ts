/**
 * The one place that knows pdf.js. It is large, so it is loaded the first time a report is opened, not with the
 * app. The renderer's CSP allows no eval and no CDN: eval is switched off, and the worker, standard fonts and
 * .wasm decoders come from the app's own origin (see electron.vite.config.ts).
 */

/** Where the build puts pdf.js's font data and decoders (electron.vite.config.ts copies them there). */
export const PDF_ASSETS_DIR = 'pdfjs/'

export type PageDrawing = { done: Promise<void>; cancel: () => void }

export type PdfDocument = {
  pageCount: number
  /** The first page at 100 %, in CSS pixels: what "fit width" divides by, and the size of a page not yet drawn. */
  firstPage: { width: number; height: number }
  /** Draws a page onto the canvas and lays its selectable text into `textLayer`, at a zoom where 1 is 100 %. */
  drawPage: (
    pageNumber: number,
    zoom: number,
    canvas: HTMLCanvasElement,
    textLayer: HTMLElement,
  ) => PageDrawing
  close: () => void
}

type PdfJs = typeof import('pdfjs-dist')

let library: Promise<PdfJs> | null = null

function loadPdfJs(): Promise<PdfJs> {
  library ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default
      return pdfjs
    },
  )
  library.catch(() => {
    library = null
  })
  return library
}

export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  const pdfjs = await loadPdfJs()
  const assets = new URL(PDF_ASSETS_DIR, document.baseURI).href
  const task = pdfjs.getDocument({
    // pdf.js takes the buffer over (detaches it): it gets a copy, so the caller's bytes (a cached answer) stay whole.
    data: bytes.slice(),
    isEvalSupported: false,
    enableXfa: false,
    standardFontDataUrl: `${assets}standard_fonts/`,
    wasmUrl: `${assets}wasm/`,
    iccUrl: `${assets}iccs/`,
  })
  const doc = await task.promise
  const first = await doc.getPage(1)
  const cssPerPoint = pdfjs.PixelsPerInch.PDF_TO_CSS_UNITS

  // pdf.js refuses a canvas that is still being drawn on, and a cancelled drawing lets go of it only a moment
  // later: a new drawing on the same canvas (another zoom) waits for the previous one to settle.
  const lastDrawing = new WeakMap<HTMLCanvasElement, Promise<void>>()

  const drawPage = (pageNumber: number, zoom: number, canvas: HTMLCanvasElement, textLayer: HTMLElement) => {
    let cancelled = false
    let cancelDrawing = () => {
      cancelled = true
    }
    const previous = lastDrawing.get(canvas) ?? Promise.resolve()
    const drawn = previous.then(async () => {
      const page = await doc.getPage(pageNumber)
      if (cancelled) return
      const scale = zoom * cssPerPoint
      const viewport = page.getViewport({ scale })
      const ratio = window.devicePixelRatio || 1
      canvas.width = Math.floor(viewport.width * ratio)
      canvas.height = Math.floor(viewport.height * ratio)
      canvas.style.width = `${viewport.width}px`
      canvas.style.height = `${viewport.height}px`
      textLayer.replaceChildren()
      textLayer.style.setProperty('--total-scale-factor', String(scale))
      const render = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      })
      const text = new pdfjs.TextLayer({
        textContentSource: page.streamTextContent(),
        container: textLayer,
        viewport,
      })
      cancelDrawing = () => {
        cancelled = true
        render.cancel()
        text.cancel()
      }
      await Promise.all([render.promise, text.render()])
    })
    const done = drawn.catch((error: unknown) => {
      if (!cancelled) throw error
    })
    lastDrawing.set(
      canvas,
      done.catch(() => undefined),
    )
    return { done, cancel: () => cancelDrawing() }
  }

  const firstViewport = first.getViewport({ scale: cssPerPoint })
  return {
    pageCount: doc.numPages,
    firstPage: { width: firstViewport.width, height: firstViewport.height },
    drawPage,
    close: () => void task.destroy(),
  }
}

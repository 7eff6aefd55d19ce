import { createReadStream, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import type { Plugin } from 'vite'
import react from '@vitejs/plugin-react'

const assetTypes: Record<string, string> = {
  json: 'application/json',
  bin: 'application/octet-stream',
  wasm: 'application/wasm',
  js: 'text/javascript',
  ttf: 'font/ttf',
  svg: 'image/svg+xml',
}

/**
 * Files served from the app's own origin under /<dir>/ (the CSP allows no CDN): copied into the renderer build,
 * and served straight from node_modules by the dev server. `files` maps each name under <dir> to its source.
 */
function ownOriginAssets(dir: string, files: Record<string, string>): Plugin {
  return {
    name: `${dir}-assets`,
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? ''
        const name = path.slice(dir.length + 2)
        const from = path.startsWith(`/${dir}/`) ? files[name] : undefined
        if (!from) return next()
        res.setHeader('Content-Type', assetTypes[name.split('.').pop() ?? ''] ?? 'application/octet-stream')
        createReadStream(from).pipe(res)
      })
    },
    generateBundle() {
      for (const [name, from] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName: `${dir}/${name}`, source: readFileSync(from) })
      }
    },
  }
}

/**
 * The face-guidance model (face-api's tiny detector and tiny landmarks) and TensorFlow.js's .wasm binaries.
 * Names stay as they are, because face-api's manifests refer to their weight files by name. The .wasm files must
 * match the TensorFlow.js version bundled in face-api (both 4.22.0). No threaded build: the page is not
 * cross-origin isolated, so it is never asked for.
 */
function faceGuidanceAssets(): Plugin {
  const faceApiModels = join(__dirname, 'node_modules/@vladmandic/face-api/model')
  const tfjsWasm = join(__dirname, 'node_modules/@tensorflow/tfjs-backend-wasm/dist')
  const sources: Record<string, string> = {
    'tiny_face_detector_model-weights_manifest.json': faceApiModels,
    'tiny_face_detector_model.bin': faceApiModels,
    'face_landmark_68_tiny_model-weights_manifest.json': faceApiModels,
    'face_landmark_68_tiny_model.bin': faceApiModels,
    'tfjs-backend-wasm.wasm': tfjsWasm,
    'tfjs-backend-wasm-simd.wasm': tfjsWasm,
  }
  return ownOriginAssets(
    'face-guidance',
    Object.fromEntries(Object.entries(sources).map(([name, from]) => [name, join(from, name)])),
  )
}

/**
 * What pdf.js fetches for the report viewer (src-renderer/screens/reports/viewer/pdfDocument.ts): the standard fonts
 * (for PDFs that do not embed theirs; ours do), its .wasm image decoders and its ICC profile. The CMaps are left
 * out: they only serve non-embedded CJK fonts, and our reports embed their fonts.
 */
function pdfViewerAssets(): Plugin {
  const pdfjs = join(__dirname, 'node_modules/pdfjs-dist')
  const files: Record<string, string> = {}
  for (const folder of ['standard_fonts', 'wasm', 'iccs']) {
    for (const name of readdirSync(join(pdfjs, folder)))
      files[`${folder}/${name}`] = join(pdfjs, folder, name)
  }
  return ownOriginAssets('pdfjs', files)
}

/**
 * The app icon for the page (`<link rel="icon">` in index.html: the browser host's tab), from the one source in
 * resources/. Under a fixed name, so the page and the e2e test that fetches it need no hashed name.
 */
function appIconAssets(): Plugin {
  return ownOriginAssets('icons', { 'icon.svg': join(__dirname, 'resources/icon.svg') })
}

export default defineConfig({
  main: {
    build: {
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src-main/index.ts'),
          service: resolve(__dirname, 'src-service/entry.ts'),
          // the service's worker threads, loaded from beside service.js (src-service/processing/workerFile.ts)
          'service-analysis-worker': resolve(__dirname, 'src-service/processing/analysisWorker.ts'),
          'service-report-worker': resolve(__dirname, 'src-service/processing/reportWorker.ts'),
          // the parser process: photos and the service's reports parsed away from the keys (src-main/parsers/)
          parser: resolve(__dirname, 'src-main/parsers/parserChild.ts'),
          // main's worker thread for a data key change (src-main/store/sealing/rekeyOffThread.ts)
          'key-change-worker': resolve(__dirname, 'src-main/store/sealing/keyChangeWorker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      // The preload runs sandboxed: it cannot require node_modules, so zod is bundled in.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(__dirname, 'src-preload/index.ts') },
        output: { format: 'cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src-renderer'),
    build: {
      rollupOptions: { input: resolve(__dirname, 'src-renderer/index.html') },
      // Smaller to load and parse at every start (electron-vite leaves the renderer unminified by default).
      minify: true,
    },
    // The face-guidance worker is an ES module (face-api's browser build is ESM).
    worker: { format: 'es' },
    plugins: [react(), faceGuidanceAssets(), pdfViewerAssets(), appIconAssets()],
  },
})

import { readFile, stat } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { rendererFile } from '../security/rendererFiles'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.ico': 'image/x-icon',
}

/**
 * The file a URL path names inside `root`; a path that tries to leave it is refused (rejects), and an unknown
 * path inside falls back to index.html (one page app).
 */
export async function readStatic(root: string, urlPath: string): Promise<{ body: Buffer; type: string }> {
  let file = rendererFile(root, urlPath)
  if (file === null) throw new Error(`refused: ${urlPath}`)
  const info = await stat(file).catch(() => null)
  if (!info || !info.isFile()) file = join(root, 'index.html')
  return { body: await readFile(file), type: types[extname(file)] ?? 'application/octet-stream' }
}

import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'

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

/** Resolves a URL path inside `root` (never outside it); unknown paths fall back to index.html (one page app). */
export async function readStatic(root: string, urlPath: string): Promise<{ body: Buffer; type: string }> {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/')
  const relative = normalize(decoded).replace(/^([/\\])+/, '')
  let file = join(root, relative)
  if (file !== root && !file.startsWith(root + sep)) file = join(root, 'index.html')
  const info = await stat(file).catch(() => null)
  if (!info || !info.isFile()) file = join(root, 'index.html')
  return { body: await readFile(file), type: types[extname(file)] ?? 'application/octet-stream' }
}

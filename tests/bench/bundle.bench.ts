/**
 * The renderer's JavaScript as built (out/renderer): the main chunk the page loads first (target ≤ 700 kB),
 * and the chunks each screen loads when it opens. Sizes as written (minified) and gzipped.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { ensureBuiltRenderer } from './builtRenderer'

export const title = "Renderer bundle: the main chunk and each screen's chunks"

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

export async function run(): Promise<void> {
  const dir = ensureBuiltRenderer()
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  const entry = /<script[^>]+src="\.?\/?(assets\/[^"]+\.js)"/.exec(html)?.[1]
  if (!entry) throw new Error('index.html names no script')
  const assets = readdirSync(join(dir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const path = join(dir, 'assets', name)
      return { name, bytes: statSync(path).size, gzip: gzipSync(readFileSync(path)).length }
    })
    .sort((a, b) => b.bytes - a.bytes)
  const main = assets.find((asset) => `assets/${asset.name}` === entry)
  if (!main) throw new Error(`${entry} is not in out/renderer/assets`)
  console.log(`main chunk ${main.name}: ${kB(main.bytes)} (gzip ${kB(main.gzip)})`)
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]+href="\.?\/?assets\/([^"]+)"/g)].map(
    (m) => m[1],
  )
  const first = main.bytes + assets.filter((a) => preloaded.includes(a.name)).reduce((n, a) => n + a.bytes, 0)
  console.log(`loaded before the first screen (main + modulepreload): ${kB(first)}`)
  for (const asset of assets.filter((a) => a !== main))
    console.log(`  ${asset.name}: ${kB(asset.bytes)} (gzip ${kB(asset.gzip)})`)
}

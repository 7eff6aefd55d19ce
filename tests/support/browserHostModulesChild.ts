/**
 * The browser host started as the e2e files and `npm run preview:browser` start it (launchBrowserApp), alone in a
 * fresh process (`node --import tsx` this file, the data folder as its argument): once it listens, it prints the
 * files of every module loaded (require.cache: tsx loads the app's TypeScript as CommonJS) and stops. What main
 * loaded to start is then on the list, and nothing else is.
 */
import { launchBrowserApp } from '../../src-main/browser-host/launch'
import { memorySecrets } from './memorySecrets'

async function main() {
  const dataDir = process.argv[2]
  if (!dataDir) throw new Error('usage: browserHostModulesChild <data folder>')
  const running = await launchBrowserApp({ dataDir, port: 0, secrets: memorySecrets() })
  const loaded = Object.keys(require.cache)
  await running.close()
  process.stdout.write(`${JSON.stringify({ loaded })}\n`)
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e)
    process.exit(1)
  },
)

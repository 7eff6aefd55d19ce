/** `npm run preview:browser`: the app in any browser, on the same handlers as Electron. */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { launchBrowserApp, projectRoot } from './launch'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '5178' },
    data: { type: 'string', default: join(projectRoot, '.data', 'browser-host') },
  },
})

const rendererDir = join(projectRoot, 'out', 'renderer')
if (!existsSync(join(rendererDir, 'index.html'))) {
  console.error('The renderer is not built yet. Run: npm run build')
  process.exit(1)
}

async function main() {
  const running = await launchBrowserApp({ dataDir: resolve(values.data), port: Number(values.port) })
  console.log(
    `Skin Analysis Workstation (browser host) is running.\nOpen: ${running.host.url}\nData folder: ${resolve(values.data)}\nPress Ctrl-C to stop.`,
  )

  const stop = () => {
    void running.close().finally(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

void main()

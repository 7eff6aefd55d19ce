/** `npm run preview:browser`: the app in any browser, on the same handlers as Electron. */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { logFor } from '../log/log'
import { logUncaught } from '../log/uncaught'
import { launchBrowserApp, projectRoot, type BrowserApp } from './launch'
import { defaultBrowserHostDataDir } from './userDataDir'

const DEFAULT_PORT = 5178
/** The terminal shows this command's own lines and the log's errors; the rest is in the log file only. */
const CONSOLE_LOG = 'error'
const log = logFor('cli')
// into the host's log once launch() has made it; until then, to the console
logUncaught(process, { rejections: false })

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    data: { type: 'string' },
  },
})

const rendererDir = join(projectRoot, 'out', 'renderer')
if (!existsSync(join(rendererDir, 'index.html'))) {
  console.error('The renderer is not built yet. Run: npm run build')
  process.exit(1)
}

const isPortTaken = (e: unknown) =>
  typeof e === 'object' && e !== null && 'code' in e && e.code === 'EADDRINUSE'

/** On the port asked for; without one, on 5178, or on any free port when 5178 is taken. */
async function launch(dataDir: string): Promise<BrowserApp> {
  const options = { dataDir, consoleLog: CONSOLE_LOG } as const
  if (values.port !== undefined) return launchBrowserApp({ ...options, port: Number(values.port) })
  try {
    return await launchBrowserApp({ ...options, port: DEFAULT_PORT })
  } catch (e) {
    if (!isPortTaken(e)) throw e
    console.log(`Port ${DEFAULT_PORT} is taken; using a free one.`)
    return launchBrowserApp({ ...options, port: 0 })
  }
}

async function main() {
  const dataDir = resolve(values.data ?? defaultBrowserHostDataDir())
  const running = await launch(dataDir)
  console.log(
    `Skin Analysis Workstation (browser host) is running.\nOpen: ${running.host.url}\nData folder: ${dataDir}\nPress Ctrl-C to stop.`,
  )
  // The same in the log, without the address's token (it lets a page in) and the folder (it names the user).
  log.info(`running on port ${new URL(running.host.origin).port}`)

  const stop = () => {
    log.info('stopping (asked by a signal)')
    void running.close().finally(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
})

/**
 * Electron's main process: app lifecycle, the one window, its hardening (Electron's security checklist),
 * the app:// protocol and the IPC binding. Everything else is Electron-free and shared with the browser host.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { app, BrowserWindow, Menu, net, powerMonitor, protocol, session, shell } from 'electron'
import { pathToFileURL } from 'node:url'
import { DEFAULT_REMOTE_BASE_URL } from '../src-shared/contract'
import { createMainApp, type MainApp } from './app'
import { contentSecurityPolicy } from './security/csp'
import { mayOpenExternally } from './security/externalLinks'
import { rendererFile } from './security/rendererFiles'
import { bindIpc, sendEvent } from './electron/ipcBinding'
import { openFolder } from './electron/openFolder'
import { createElectronSavePlace } from './electron/savePlace'
import { viaElectronNet } from './electron/electronFetch'
import { utilityParserSpawner, utilitySpawner } from './electron/utilitySpawner'
import { createParserProcess } from './parsers/parserProcess'
import { appMenuTemplate } from './electron/appMenu'
import { appPaths } from './electron/appPaths'
import { logFor, redactor, useLogger } from './log/log'
import { createLogger } from './log/logger'
import { logUncaught } from './log/uncaught'
import { createKeychain } from './secrets/keychain'
import { startUpdates, type Updater } from './updates/autoUpdates'
import { policyFile, readUpdatePolicy } from './updates/updatePolicy'
import { verifyAgainstRelease } from './updates/signedRelease'
import { readClinicPolicy } from './work/rules/clinicPolicy'
import { createDemoProcess } from './work/demoService'

const APP_ORIGIN = 'app://workstation'
const paths = appPaths({
  mainDir: __dirname,
  platform: process.platform,
  isPackaged: app.isPackaged,
  resourcesPath: process.resourcesPath,
})
const rendererDir = paths.renderer

protocol.registerSchemesAsPrivileged([
  { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
])

let window: BrowserWindow | null = null

const isAppUrl = (url: string) => url === APP_ORIGIN || url.startsWith(`${APP_ORIGIN}/`)

/** app://workstation/<path>: the built renderer's files, never anything outside it (404). */
function serveRenderer(): void {
  protocol.handle('app', async (request) => {
    const url = new URL(request.url)
    const file = url.host === 'workstation' ? rendererFile(rendererDir, url.pathname) : null
    if (file === null) return new Response('Not found', { status: 404 })
    const response = await net.fetch(
      pathToFileURL(existsSync(file) ? file : join(rendererDir, 'index.html')).toString(),
    )
    const headers = new Headers(response.headers)
    headers.set('content-security-policy', contentSecurityPolicy())
    headers.set('x-content-type-options', 'nosniff')
    return new Response(response.body, { status: response.status, headers })
  })
}

function hardenSession(): void {
  const allowCamera = (origin: string, permission: string) => permission === 'media' && isAppUrl(origin)
  session.defaultSession.setPermissionRequestHandler((contents, permission, callback, details) => {
    const mediaTypes = 'mediaTypes' in details ? (details.mediaTypes ?? []) : []
    const videoOnly = mediaTypes.length > 0 && mediaTypes.every((type) => type === 'video')
    callback(allowCamera(contents.getURL(), permission) && videoOnly)
  })
  session.defaultSession.setPermissionCheckHandler((_contents, permission, origin) =>
    allowCamera(origin, permission),
  )
}

function createWindow(serviceBaseUrl: () => string | undefined): BrowserWindow {
  const icon = paths.windowIcon
  const win = new BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 1024,
    minHeight: 700,
    show: false,
    title: 'Skin Analysis Workstation',
    ...(icon ? { icon } : {}),
    webPreferences: {
      preload: paths.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
      // an installed app has no developer tools: from them, anyone at the PC could call the bridge directly
      devTools: !app.isPackaged,
    },
  })
  win.once('ready-to-show', () => win.show())
  win.webContents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault()
  })
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (mayOpenExternally(url, serviceBaseUrl())) void shell.openExternal(url)
    return { action: 'deny' }
  })
  void win.loadURL(`${APP_ORIGIN}/index.html`)
  return win
}

async function start(): Promise<MainApp> {
  const dataDir = app.getPath('userData')
  // The OS's place for the app's logs (~/Library/Logs/<app> on macOS, `logs` in userData elsewhere); the console
  // too while developing.
  const logsDir = app.getPath('logs')
  useLogger(createLogger({ dir: logsDir, redactor, console: app.isPackaged ? false : 'info' }))
  logUncaught(process, { rejections: true })
  // one keychain for the accounts' keys and the demo's data key
  const secrets = createKeychain()
  const mainApp = createMainApp({
    dataDir,
    secrets,
    // The service through Electron's network stack: the system proxy, the OS trust store (issue 30)
    apiOptions: { fetchImpl: viaElectronNet((url, init) => net.fetch(url, init)) },
    // The demo service runs in a utilityProcess, on Electron's own Node: no Node needed on the workstation.
    // Its data key goes in the environment of its process alone, never in main's own (work/demoService.ts).
    demo: createDemoProcess({
      spawn: (args, env) => utilitySpawner(paths.demoService, { ...process.env, ...env })(args, env),
      dataDir: join(dataDir, 'demo-service'),
      secrets,
    }),
    // photos and the service's reports are parsed in a process of their own, without the keys (issue 30)
    parser: createParserProcess(utilityParserSpawner(paths.parser)),
    info: {
      version: app.getVersion(),
      host: 'electron',
      defaultRemoteBaseUrl: DEFAULT_REMOTE_BASE_URL,
      canShowInFolder: true,
    },
    onStatus: (status) => sendEvent(window?.webContents ?? null, 'auth.changed', status),
    onQueueChanged: (item) => sendEvent(window?.webContents ?? null, 'queue.changed', item),
    onOfflineProgress: (progress) => sendEvent(window?.webContents ?? null, 'offline.progress', progress),
    onDataChanged: (change) => sendEvent(window?.webContents ?? null, 'data.changed', change),
    onOperatorChanged: (status) => sendEvent(window?.webContents ?? null, 'operator.changed', status),
    onPracticeRequest: (request) => sendEvent(window?.webContents ?? null, 'practice.request', request),
    onPracticeProblem: (problem) => sendEvent(window?.webContents ?? null, 'practice.problem', problem),
    onClinicalChanged: (delivery) => sendEvent(window?.webContents ?? null, 'clinical.changed', delivery),
    // Main's idle lock counts any input on the computer (powerMonitor works once the app is ready: start() is after)
    systemIdleSeconds: () => powerMonitor.getSystemIdleTime(),
    // The clinic's rules an IT department fixed, from the same machine-wide file as the update policy.
    clinicPolicy: readClinicPolicy(policyFile(process.platform, process.env)),
    savePlace: createElectronSavePlace(() => window),
    logsDir,
    openFolder,
  })
  bindIpc(mainApp.handlers, isAppUrl, mainApp.dispatchOptions)
  await mainApp.restore()
  // Only an installed app updates, and only when the administrator's policy says so.
  if (app.isPackaged) {
    startUpdates({
      policy: readUpdatePolicy(policyFile(process.platform, process.env)),
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when updates are on
      loadUpdater: () => (require('electron-updater') as { autoUpdater: Updater }).autoUpdater,
      onCheckFailed: (e) => logFor('updates').warn('check failed', e),
      verify: async (update) => {
        const yml = join(process.resourcesPath, 'app-update.yml')
        // Electron's network stack (the system proxy and trust store), as the updater's own downloads
        const viaElectron = (input: string | URL | Request, init?: RequestInit) =>
          net.fetch(input instanceof URL ? input.href : input, init)
        return verifyAgainstRelease(update, existsSync(yml) ? readFileSync(yml, 'utf8') : null, viaElectron)
      },
      onRefused: (update, why) => logFor('updates').error(`update ${update.version} not installed: ${why}`),
      // the quit electron-updater's own handler listens to (ElectronAppAdapter `onQuit`)
      onQuit: (handler) => app.once('quit', (_event, exitCode) => handler(exitCode)),
      onInstalling: (update) => logFor('updates').info(`installing update ${update.version} on quit`),
    })
  }
  return mainApp
}

// A packaged app has its native modules built for Electron at package time; the override is `npm start`'s only.
if (app.isPackaged) delete process.env.SKIN_SQLITE_BINDING

app.enableSandbox()

/** The first window, shown and focused (a second start of the app hands over to this one). */
function focusWindow(): void {
  if (!window) return
  if (window.isMinimized()) window.restore()
  window.focus()
}

// One instance per user: a second start would run a second upload worker on the same account database. It hands
// over to the first (which focuses its window) and quits before it opens anything.
if (!app.requestSingleInstanceLock()) {
  logFor('app').info('another instance is running: handing over to it')
  app.quit()
} else {
  app.on('second-instance', focusWindow)
  app.whenReady().then(async () => {
    Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate(app.isPackaged, process.platform)))
    serveRenderer()
    hardenSession()
    const mainApp = await start()
    window = createWindow(mainApp.session.baseUrl)
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) window = createWindow(mainApp.session.baseUrl)
    })
    app.on('before-quit', () => {
      logFor('app').info('quitting')
      void mainApp.close()
    })
  })
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit()
})
app.on('web-contents-created', (_event, contents) => {
  contents.on('will-attach-webview', (event) => event.preventDefault())
})

/**
 * A recording stand-in for the `electron` module, for loading the *built* main and preload bundles in Node
 * (this machine cannot download Electron's binary). A require hook hands it to `require('electron')`. It records
 * what the code asks of Electron (window options, protocol and permission handlers, IPC bindings, navigation
 * guards, net.fetch's requests) and answers with plain objects: no window, no renderer, no real IPC; net.fetch
 * sends with Node's fetch. It proves how our code wires Electron up, not how Electron itself behaves.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { EventEmitter } from 'node:events'
import { readFile } from 'node:fs/promises'
import Module from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { netFetchStandIn, type RecordedNetRequest } from './netFetchStandIn'

type Listener = (...args: unknown[]) => unknown

export interface RecordedWindow {
  options: Record<string, unknown> & { webPreferences?: Record<string, unknown> }
  loadedUrl: string | null
  /** webContents.on(...) listeners by event. */
  contentsListeners: Map<string, Listener[]>
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null
}

export interface ElectronRecord {
  privilegedSchemes: unknown[]
  protocolHandlers: Map<string, (request: Request) => Promise<Response>>
  permissionRequestHandler: Listener | null
  permissionCheckHandler: Listener | null
  ipcHandlers: Map<string, Listener>
  appListeners: Map<string, Listener[]>
  sandboxEnabled: boolean
  windows: RecordedWindow[]
  openedExternally: string[]
  /** shell.openPath(path): folders opened in the file manager. */
  openedPaths: string[]
  /** contextBridge.exposeInMainWorld(key, api) */
  exposed: Map<string, unknown>
  /** ipcRenderer.invoke(channel, args) */
  invoked: { channel: string; args: unknown }[]
  /** Menu.setApplicationMenu(Menu.buildFromTemplate(template)): the templates set, in order. */
  menus: unknown[]
  /** app.quit() calls. */
  quits: number
  /** BrowserWindow.focus() calls (a second start hands over to the first window). */
  focused: number
  /** utilityProcess.fork(modulePath, args, options), and the Node process standing in for each. */
  utilityForks: {
    modulePath: string
    args: string[]
    options: Record<string, unknown>
    child: ChildProcess
  }[]
  /** net.fetch of an http(s) URL: what was asked and how it ended (netFetchStandIn.ts). */
  netRequests: RecordedNetRequest[]
  /** webContents.send(channel, payload): the events main pushed to a window, in order. */
  sent: { channel: string; payload: unknown }[]
  /** What powerMonitor.getSystemIdleTime() answers (seconds); a test sets it. */
  systemIdleSeconds: number
}

const utilityShim = join(__dirname, 'utilityProcessShim.ts')

/**
 * Electron's UtilityProcess, played by a Node child process that gets a `process.parentPort`
 * (utilityProcessShim.ts): messages both ways, 'exit' with the code, kill().
 */
class UtilityProcessStandIn extends EventEmitter {
  constructor(readonly child: ChildProcess) {
    super()
    child.on('message', (message) => this.emit('message', message))
    child.once('exit', (code) => this.emit('exit', code ?? 1))
  }
  postMessage(message: unknown) {
    if (this.child.connected) this.child.send(message as object)
  }
  kill() {
    return this.child.kill('SIGKILL')
  }
}

const push = (map: Map<string, Listener[]>, key: string, listener: Listener) => {
  map.set(key, [...(map.get(key) ?? []), listener])
}

/**
 * A fresh stand-in: `module` is what `require('electron')` returns, `record` what the code did with it.
 * `isPackaged` plays an installed app (Electron's `app.isPackaged`); `firstInstance: false` plays a second start
 * of the app while another instance holds the single-instance lock.
 */
export function createElectronStandIn(
  paths: Record<string, string>,
  { isPackaged = false, firstInstance = true } = {},
) {
  const record: ElectronRecord = {
    privilegedSchemes: [],
    protocolHandlers: new Map(),
    permissionRequestHandler: null,
    permissionCheckHandler: null,
    ipcHandlers: new Map(),
    appListeners: new Map(),
    sandboxEnabled: false,
    windows: [],
    openedExternally: [],
    openedPaths: [],
    exposed: new Map(),
    invoked: [],
    utilityForks: [],
    netRequests: [],
    menus: [],
    sent: [],
    systemIdleSeconds: 0,
    quits: 0,
    focused: 0,
  }

  const httpFetch = netFetchStandIn(record.netRequests)

  class BrowserWindow {
    static all: BrowserWindow[] = []
    static getAllWindows = () => BrowserWindow.all
    readonly recorded: RecordedWindow
    readonly webContents: Record<string, unknown>
    constructor(options: RecordedWindow['options']) {
      this.recorded = { options, loadedUrl: null, contentsListeners: new Map(), windowOpenHandler: null }
      record.windows.push(this.recorded)
      BrowserWindow.all.push(this)
      const recorded = this.recorded
      this.webContents = {
        on: (event: string, listener: Listener) => push(recorded.contentsListeners, event, listener),
        setWindowOpenHandler: (handler: RecordedWindow['windowOpenHandler']) => {
          recorded.windowOpenHandler = handler
        },
        send: (channel: string, payload: unknown) => record.sent.push({ channel, payload }),
        isDestroyed: () => false,
        getURL: () => recorded.loadedUrl ?? '',
      }
    }
    once() {
      return this
    }
    show() {}
    isMinimized() {
      return false
    }
    restore() {}
    focus() {
      record.focused++
    }
    loadURL(url: string) {
      this.recorded.loadedUrl = url
      return Promise.resolve()
    }
  }

  const module = {
    app: {
      isPackaged,
      whenReady: () => Promise.resolve(),
      getPath: (name: string) => {
        const path = paths[name]
        if (!path) throw new Error(`stand-in: no path for ${name}`)
        return path
      },
      getVersion: () => '0.0.0-stand-in',
      on: (event: string, listener: Listener) => push(record.appListeners, event, listener),
      enableSandbox: () => {
        record.sandboxEnabled = true
      },
      requestSingleInstanceLock: () => firstInstance,
      quit: () => {
        record.quits++
      },
    },
    Menu: {
      buildFromTemplate: (template: unknown[]) => ({ template }),
      setApplicationMenu: (menu: { template: unknown[] } | null) => record.menus.push(menu?.template ?? null),
    },
    BrowserWindow,
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => record.privilegedSchemes.push(...schemes),
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) =>
        record.protocolHandlers.set(scheme, handler),
    },
    /**
     * Electron's net.fetch: a file: URL answered from the disk; an http(s) one recorded and sent, with Electron's
     * refusals and its whole-body upload (netFetchStandIn.ts).
     */
    net: {
      fetch: async (input: string | Request, init?: RequestInit) => {
        const url = typeof input === 'string' ? input : input.url
        if (!url.startsWith('file:')) return httpFetch(input, init)
        try {
          return new Response(await readFile(fileURLToPath(url)), { status: 200 })
        } catch {
          return new Response('', { status: 404 })
        }
      },
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (handler: Listener) => {
          record.permissionRequestHandler = handler
        },
        setPermissionCheckHandler: (handler: Listener) => {
          record.permissionCheckHandler = handler
        },
      },
    },
    shell: {
      openExternal: async (url: string) => {
        record.openedExternally.push(url)
      },
      showItemInFolder: () => undefined,
      openPath: async (path: string) => {
        record.openedPaths.push(path)
        return ''
      },
    },
    ipcMain: {
      handle: (channel: string, handler: Listener) => record.ipcHandlers.set(channel, handler),
    },
    dialog: { showSaveDialog: async () => ({ canceled: true }) },
    powerMonitor: { getSystemIdleTime: () => record.systemIdleSeconds },
    utilityProcess: {
      fork: (modulePath: string, args: string[], options: Record<string, unknown> = {}) => {
        const child = fork(utilityShim, [modulePath, ...args], {
          execArgv: ['--import', 'tsx'],
          env: (options.env as NodeJS.ProcessEnv | undefined) ?? process.env,
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
          // Electron's postMessage clones structurally (typed arrays too, as the photo parser's bytes), not JSON
          serialization: 'advanced',
        })
        record.utilityForks.push({ modulePath, args, options, child })
        return new UtilityProcessStandIn(child)
      },
    },
    contextBridge: {
      exposeInMainWorld: (key: string, api: unknown) => record.exposed.set(key, api),
    },
    ipcRenderer: {
      invoke: async (channel: string, args: unknown) => {
        record.invoked.push({ channel, args })
        return { ok: false, error: { code: 'internal', params: {}, field: null, detail: 'stand-in' } }
      },
      on: () => undefined,
      removeListener: () => undefined,
    },
  }
  return { module, record }
}

/**
 * Makes `require('electron')` answer `standIn` until the returned function is called. `loaded`, when given,
 * collects every other module name required meanwhile (to show what was, or was not, loaded).
 */
export function hookElectron(standIn: unknown, loaded?: string[]): () => void {
  const loader = Module as unknown as { _load: (request: string, ...rest: unknown[]) => unknown }
  const original = loader._load
  loader._load = function (request: string, ...rest: unknown[]) {
    if (request === 'electron') return standIn
    loaded?.push(request)
    return original.call(this, request, ...rest)
  }
  return () => {
    loader._load = original
  }
}

/** Waits (20 s at most) until `check` holds: for what the loaded main does after its first tick. */
export async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 20_000
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * Binds the transport-free handlers to Electron IPC, checking that every call comes from the app's own page;
 * and the Save dialog for reports.
 */
import { join } from 'node:path'
import {
  app,
  dialog,
  ipcMain,
  shell,
  utilityProcess,
  type BrowserWindow,
  type IpcMainInvokeEvent,
  type WebContents,
} from 'electron'
import {
  channelNames,
  EVENT_PREFIX,
  IPC_PREFIX,
  type EventName,
  type EventPayload,
} from '../../src-shared/contract'
import { dispatch, type DispatchOptions } from './dispatch'
import type { DemoSpawner } from '../work/demoService'
import type { SavePlace } from '../work/reports/savePlace'
import type { Handlers } from './handlers'

export function bindIpc(
  handlers: Handlers,
  isAppUrl: (url: string) => boolean,
  options: DispatchOptions,
): void {
  for (const name of channelNames) {
    ipcMain.handle(IPC_PREFIX + name, (event: IpcMainInvokeEvent, args: unknown) => {
      const frameUrl = event.senderFrame?.url ?? ''
      if (!isAppUrl(frameUrl)) {
        return {
          ok: false,
          error: { code: 'forbidden', params: {}, field: null, detail: 'Untrusted sender' },
        }
      }
      return dispatch(handlers, name, args, options)
    })
  }
}

export function sendEvent<E extends EventName>(
  target: WebContents | null,
  event: E,
  payload: EventPayload<E>,
) {
  if (target && !target.isDestroyed()) target.send(EVENT_PREFIX + event, payload)
}

/** Reports are saved where the user says in the system Save dialog (Documents first) and shown in the file manager. */
export function createElectronSavePlace(window: () => BrowserWindow | null): SavePlace {
  return {
    async choose(defaultFileName) {
      const options = {
        defaultPath: join(app.getPath('documents'), defaultFileName),
        filters: [{ name: 'PDF', extensions: ['pdf'] }],
      }
      const parent = window()
      const answer = parent
        ? await dialog.showSaveDialog(parent, options)
        : await dialog.showSaveDialog(options)
      return answer.canceled || !answer.filePath ? null : answer.filePath
    },
    reveal: (path) => shell.showItemInFolder(path),
  }
}

/**
 * The demo service in Electron's utilityProcess: it runs on Electron's own Node, so a workstation needs no Node
 * of its own, and its native modules are the app's (built for Electron). It shuts down on {type: 'shutdown'}.
 */
export function utilitySpawner(modulePath: string, env: NodeJS.ProcessEnv): DemoSpawner {
  return (args) => {
    const proc = utilityProcess.fork(modulePath, args, {
      serviceName: 'Skin Analysis demo service',
      stdio: 'inherit',
      env,
    })
    return {
      onMessage: (listener) => void proc.on('message', listener),
      onExit: (listener) => void proc.once('exit', (code) => listener(`exit code ${code}`)),
      stop: () => proc.postMessage({ type: 'shutdown' }),
      kill: () => void proc.kill(),
    }
  }
}

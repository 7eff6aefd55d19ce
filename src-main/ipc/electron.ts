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
} from '../../src-preload/contract'
import { dispatch, type DispatchOptions } from './dispatch'
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

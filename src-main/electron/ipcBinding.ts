/** Binds the transport-free handlers to Electron IPC, checking that every call comes from the app's own page. */
import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron'
import {
  channelNames,
  EVENT_PREFIX,
  IPC_PREFIX,
  type EventName,
  type EventPayload,
} from '../../src-shared/contract'
import { dispatch, type DispatchOptions } from '../ipc/dispatch'
import type { Handlers } from '../ipc/handlers'

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

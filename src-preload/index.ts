/** The Electron preload: exposes `window.skin`, built from the contract over IPC. Never exposes ipcRenderer. */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { buildBridge } from '../src-shared/bridge'
import { EVENT_PREFIX, IPC_PREFIX } from '../src-shared/contract'

const bridge = buildBridge({
  invoke: (channel, args) => ipcRenderer.invoke(IPC_PREFIX + channel, args),
  subscribe: (event, listener) => {
    const forward = (_event: IpcRendererEvent, payload: unknown) => listener(payload)
    ipcRenderer.on(EVENT_PREFIX + event, forward)
    return () => {
      ipcRenderer.removeListener(EVENT_PREFIX + event, forward)
    }
  },
})

contextBridge.exposeInMainWorld('skin', bridge)

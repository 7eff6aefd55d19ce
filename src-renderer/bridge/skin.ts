/**
 * The renderer's only way out: `skin.<domain>.<verb>(args)`. In Electron the preload has put `window.skin`
 * there; under the browser host it is built here from the same contract over a WebSocket.
 */
import { buildBridge, unwrapBridge } from '../../src-shared/bridge'
import type { SkinApi, SkinBridge } from '../../src-shared/contract'
import { createBrowserTransport } from './browserTransport'

declare global {
  interface Window {
    skin?: SkinBridge
  }
}

function resolveBridge(): SkinBridge {
  if (window.skin) return window.skin
  const bridge = buildBridge(createBrowserTransport())
  Object.defineProperty(window, 'skin', { value: bridge, writable: false, configurable: false })
  return bridge
}

export const skin: SkinApi = unwrapBridge(resolveBridge())
export { SkinError } from '../../src-shared/bridge'

/**
 * The app's own menu, so Electron's default (with "Toggle Developer Tools") is never shown: an installed app has
 * no developer tools at all (its window is made with `devTools: false` too), where anyone at the PC could call
 * the bridge from them. In development (`npm start`) the View menu keeps them.
 */
import type { MenuItemConstructorOptions } from 'electron'

export function appMenuTemplate(
  isPackaged: boolean,
  platform: NodeJS.Platform,
): MenuItemConstructorOptions[] {
  const view: MenuItemConstructorOptions[] = [
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
    ...(isPackaged
      ? []
      : ([{ type: 'separator' }, { role: 'toggleDevTools' }] as MenuItemConstructorOptions[])),
  ]
  return [
    ...(platform === 'darwin' ? ([{ role: 'appMenu' }] as MenuItemConstructorOptions[]) : []),
    platform === 'darwin'
      ? { role: 'fileMenu', submenu: [{ role: 'close' }] }
      : { role: 'fileMenu', submenu: [{ role: 'quit' }] },
    { role: 'editMenu' },
    { label: 'View', submenu: view },
    { role: 'windowMenu' },
  ]
}

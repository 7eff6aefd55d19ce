/**
 * The window's icon file, the one place that says where it is. Pure (every fact passed in), so a test can ask it
 * about a packaged app without Electron.
 *
 * - macOS: none. The Dock shows the app bundle's icon.icns, which packaging puts in the bundle.
 * - Packaged (Linux, Windows): the icons packaging copies beside the app, `resources/icons/` shipped as
 *   extraResources to `<process.resourcesPath>/icons/`. On Windows none: the window takes the executable's icon,
 *   which packaging makes from `resources/icon.ico`.
 * - Development (`npm start`, or the built main run from `out/main/`): the repository's `resources/` folder.
 */
import { join } from 'node:path'

export interface IconPlace {
  platform: NodeJS.Platform
  /** Electron's `app.isPackaged`. */
  isPackaged: boolean
  /** Electron's `process.resourcesPath`: where extraResources land in a packaged app. */
  resourcesPath: string | undefined
  /** The repository, when not packaged: the built main runs from `<repository>/out/main/`. */
  repositoryRoot: string
}

/** The PNG the window shows on Linux: large enough for a HiDPI dock or task switcher. */
export const LINUX_WINDOW_ICON = '512x512.png'

export function windowIconPath(place: IconPlace): string | undefined {
  if (place.platform === 'darwin') return undefined
  if (place.isPackaged) {
    if (place.platform === 'win32' || !place.resourcesPath) return undefined
    return join(place.resourcesPath, 'icons', LINUX_WINDOW_ICON)
  }
  const resources = join(place.repositoryRoot, 'resources')
  return place.platform === 'win32'
    ? join(resources, 'icon.ico')
    : join(resources, 'icons', LINUX_WINDOW_ICON)
}

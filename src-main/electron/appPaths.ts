/**
 * Where the Electron app finds its own files at run time: the one place that says so. Every path hangs off the
 * built main's folder (`out/main/`), never off the working directory or a checkout, so the same answers hold in
 * development (`<repository>/out/main/`) and packaged (`<resources>/app.asar/out/main/`, read through Electron's
 * asar support; native modules come from app.asar.unpacked by the same mechanism). Pure: every fact is passed in,
 * so it can be asked about a packaged app without Electron; tests/electron/packaged-app.test.ts runs the built main
 * from an app.asar electron-builder made.
 */
import { join } from 'node:path'
import { windowIconPath } from './appIcon'

export interface AppPlace {
  /** The built main's folder (`__dirname` of out/main/index.js). */
  mainDir: string
  platform: NodeJS.Platform
  /** Electron's `app.isPackaged`. */
  isPackaged: boolean
  /** Electron's `process.resourcesPath`: where extraResources land in a packaged app. */
  resourcesPath: string | undefined
}

export interface AppPaths {
  /** The built renderer, served on app://workstation/. */
  renderer: string
  preload: string
  /** The demo service's bundle, run in a utilityProcess (its worker threads sit beside it). */
  demoService: string
  /** The parser process's bundle, run in a utilityProcess without keys (parsers/parserProcess.ts). */
  parser: string
  /** The window's icon (none where the OS takes the bundle's or the executable's): see appIcon.ts. */
  windowIcon: string | undefined
}

export function appPaths({ mainDir, platform, isPackaged, resourcesPath }: AppPlace): AppPaths {
  const out = join(mainDir, '..')
  return {
    renderer: join(out, 'renderer'),
    preload: join(out, 'preload', 'index.js'),
    demoService: join(mainDir, 'service.js'),
    parser: join(mainDir, 'parser.js'),
    // In a checkout the built main runs from <repository>/out/main/.
    windowIcon: windowIconPath({ platform, isPackaged, resourcesPath, repositoryRoot: join(out, '..') }),
  }
}

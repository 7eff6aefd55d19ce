/**
 * Where the browser host keeps its data when not told: beside the Electron app's own data for this user
 * (Electron's userData is `<appData>/<name>`), in a `browser-host` folder. Never inside the project checkout:
 * it holds patient data.
 */
import { homedir } from 'node:os'
import { join } from 'node:path'

export const APP_FOLDER = 'skin-analysis-workstation'

/** The OS's per-user application data folder, as Electron's `app.getPath('appData')` finds it. */
export function appDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  if (platform === 'win32') return env.APPDATA ?? join(home, 'AppData', 'Roaming')
  if (platform === 'darwin') return join(home, 'Library', 'Application Support')
  return env.XDG_CONFIG_HOME ?? join(home, '.config')
}

export function defaultBrowserHostDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  return join(appDataDir(env, platform, home), APP_FOLDER, 'browser-host')
}

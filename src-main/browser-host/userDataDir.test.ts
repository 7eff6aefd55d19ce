/** The browser host keeps its data where the desktop app keeps its own, never in the project checkout. */
import { describe, expect, it } from 'vitest'
import { defaultBrowserHostDataDir } from './userDataDir'

describe('browser host data folder', () => {
  it('follows each OS the way Electron finds appData', () => {
    expect(defaultBrowserHostDataDir({}, 'linux', '/home/ada')).toBe(
      '/home/ada/.config/skin-analysis-workstation/browser-host',
    )
    expect(defaultBrowserHostDataDir({ XDG_CONFIG_HOME: '/cfg' }, 'linux', '/home/ada')).toBe(
      '/cfg/skin-analysis-workstation/browser-host',
    )
    expect(defaultBrowserHostDataDir({}, 'darwin', '/Users/ada')).toBe(
      '/Users/ada/Library/Application Support/skin-analysis-workstation/browser-host',
    )
    expect(
      defaultBrowserHostDataDir(
        { APPDATA: 'C:\\\\Users\\\\ada\\\\AppData\\\\Roaming' },
        'win32',
        'C:\\\\Users\\\\ada',
      ),
    ).toContain('skin-analysis-workstation')
  })
})

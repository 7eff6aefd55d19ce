import { describe, expect, it } from 'vitest'
import { nodePermissionArgs, parserEnvironment } from './confinement'
import { sealNativeAddons } from './nativeSeal'

describe("the parser's environment", () => {
  it('keeps what loading its modules needs, and nothing that leads to a keychain, an account or a setting', () => {
    const host = {
      PATH: '/usr/bin',
      LANG: 'de_DE.UTF-8',
      TMPDIR: '/tmp/x',
      HOME: '/home/clinic',
      USER: 'clinic',
      DBUS_SESSION_BUS_ADDRESS: 'unix:path=/run/user/1000/bus',
      XDG_RUNTIME_DIR: '/run/user/1000',
      DISPLAY: ':0',
      WAYLAND_DISPLAY: 'wayland-0',
      HTTPS_PROXY: 'http://user:secret@proxy:3128',
      NODE_OPTIONS: '--require /tmp/evil.js',
      SKIN_SQLITE_BINDING: '/x.node',
      SKIN_DEMO_DATA_KEY: 'k',
    }
    expect(parserEnvironment(host)).toEqual({ PATH: '/usr/bin', LANG: 'de_DE.UTF-8', TMPDIR: '/tmp/x' })
  })

  it("is Node's permission model on the browser host: its bundle and the app's modules to read, nothing more", () => {
    const args = nodePermissionArgs(
      '/app/node_modules/.cache/skin-parser/parser-1/parser.cjs',
      '/app/node_modules',
    )
    expect(args.filter((arg) => arg.startsWith('--allow'))).toEqual([
      '--allow-fs-read=/app/node_modules/.cache/skin-parser/parser-1/parser.cjs',
      '--allow-fs-read=/app/node_modules/',
      '--allow-addons',
    ])
    expect(args).toContain('--experimental-permission')
  })
})

describe('the addon seal', () => {
  it('refuses every addon from then on, and cannot be undone', () => {
    const loaded: string[] = []
    const proc = { dlopen: (_module: unknown, file: string) => void loaded.push(file) }
    proc.dlopen({}, '/app/node_modules/sharp/sharp.node')
    sealNativeAddons(proc as unknown as NodeJS.Process)
    expect(() => proc.dlopen({}, '/app/node_modules/@github/keytar/keytar.node')).toThrow(
      expect.objectContaining({ code: 'ERR_ACCESS_DENIED' }),
    )
    expect(() => Object.assign(proc, { dlopen: () => undefined })).toThrow(TypeError)
    expect(loaded).toEqual(['/app/node_modules/sharp/sharp.node'])
  })
})

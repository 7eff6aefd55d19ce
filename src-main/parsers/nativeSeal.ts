/**
 * Closes the door to native code once the parser has loaded its own (sharp's addon and the libvips it links):
 * `process.dlopen`, through which every `.node` file is loaded, refuses from then on. Node's permission model lets
 * the browser host's parser read only the app's modules but, with `--allow-addons` (sharp needs it), would load
 * any addon it is handed, the keychain's (keytar) too; under Electron there is no permission model at all. After
 * this, JavaScript in the parser cannot load another addon: the original function is held nowhere it can reach
 * (and `process.binding`, the other way in, is refused by the permission model). Native code already running (a
 * decoder exploited by a crafted file) is not held by this, nor by anything in Node: see README, "Security".
 */
export function sealNativeAddons(proc: NodeJS.Process = process): void {
  const refuse = (_module: unknown, filename: string) => {
    const error = new Error(`native addons are sealed in the parser process: ${filename}`)
    throw Object.assign(error, { code: 'ERR_ACCESS_DENIED' })
  }
  Object.defineProperty(proc, 'dlopen', { value: refuse, writable: false, configurable: false })
}

/**
 * Electron's fuse wire for tests that cannot have Electron's binary: a stand-in file carrying the fuse sentinel and
 * a V1 wire (what @electron/fuses reads and flips), and the check of the fuses issue 16 asks packaging to set.
 */
import { FuseV1Options, type getCurrentFuseWire } from '@electron/fuses'
import { expect } from 'vitest'

const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'

/** The bytes of a stand-in binary: `head`, the sentinel, and a V1 wire with one '0'/'1' per fuse in `states`. */
export function fuseBinaryBytes(states: string, head = 'stand-in binary\n'): Buffer {
  const wire = Buffer.concat([Buffer.from([1, states.length]), Buffer.from(states)])
  return Buffer.concat([Buffer.from(head), Buffer.from(SENTINEL), wire])
}

type FuseWire = Awaited<ReturnType<typeof getCurrentFuseWire>>

/** RunAsNode, NODE_OPTIONS, --inspect and file:// privileges off; asar integrity, asar only, cookie encryption on. */
export function expectPackagedFuses(wire: FuseWire): void {
  const on = (fuse: FuseV1Options) => wire[fuse] === '1'.charCodeAt(0)
  expect(on(FuseV1Options.RunAsNode)).toBe(false)
  expect(on(FuseV1Options.EnableNodeOptionsEnvironmentVariable)).toBe(false)
  expect(on(FuseV1Options.EnableNodeCliInspectArguments)).toBe(false)
  expect(on(FuseV1Options.GrantFileProtocolExtraPrivileges)).toBe(false)
  expect(on(FuseV1Options.EnableEmbeddedAsarIntegrityValidation)).toBe(true)
  expect(on(FuseV1Options.OnlyLoadAppFromAsar)).toBe(true)
  expect(on(FuseV1Options.EnableCookieEncryption)).toBe(true)
}

/**
 * Updates only from our signed releases (issue 30), against a fake release on loopback (a real HTTP server serving
 * the manifest and its signature): a valid release passes; one signed with another key, a tampered installer, a
 * missing signature or a missing manifest are refused. Keys are made here; the app's pinned key is not used.
 */
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  fetchSignedManifest,
  MANIFEST_NAME,
  namesPublisher,
  releaseBaseUrl,
  SIGNATURE_NAME,
  UPDATE_PUBLIC_KEY,
  verifyAgainstRelease,
  verifyDownloaded,
} from './signedRelease'

const ours = generateKeyPairSync('ed25519')
const theirs = generateKeyPairSync('ed25519')
const installer = Buffer.from('MZ… the 1.2.3 installer, as the release built it')
const NAME = 'Skin-Analysis-Workstation-Setup-1.2.3.exe'

let dir: string
let server: Server | null = null
let served: Record<string, Buffer> = {}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'skin-update-'))
})
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = null
  await rm(dir, { recursive: true, force: true })
})

function manifestOf(bytes: Buffer, version = '1.2.3'): Buffer {
  const sha512 = createHash('sha512').update(bytes).digest('base64')
  return Buffer.from(JSON.stringify({ version, files: [{ name: NAME, size: bytes.length, sha512 }] }))
}
const signed = (manifest: Buffer, key: KeyObject) => Buffer.from(sign(null, manifest, key).toString('base64'))

/** A release folder on loopback serving `files` (others 404); answers its address. */
async function release(files: Record<string, Buffer>): Promise<string> {
  served = files
  server = createServer((req, res) => {
    const name = (req.url ?? '/').slice('/releases/download/v1.2.3/'.length)
    const body = served[name]
    if (!body) return void res.writeHead(404).end()
    res.writeHead(200, { 'content-length': body.length }).end(body)
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', () => resolve()))
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}/releases/download/v1.2.3/`
}

async function downloaded(bytes: Buffer) {
  const path = join(dir, NAME)
  await writeFile(path, bytes)
  return { version: '1.2.3', path, name: NAME }
}

async function check(files: Record<string, Buffer>, bytes = installer) {
  const { manifest, signature } = await fetchSignedManifest(await release(files))
  return verifyDownloaded(await downloaded(bytes), manifest, signature, ours.publicKey)
}

describe('a downloaded update', () => {
  it('passes when our key signed the manifest and the installer is the one it names', async () => {
    const manifest = manifestOf(installer)
    const verdict = await check({
      [MANIFEST_NAME]: manifest,
      [SIGNATURE_NAME]: signed(manifest, ours.privateKey),
    })
    // with what it read of the file: what the quit checks the file against again (installOnQuit.ts)
    expect(verdict).toEqual({
      ok: true,
      version: '1.2.3',
      checked: { sha512: createHash('sha512').update(installer).digest('base64'), size: installer.length },
    })
  })

  it('is refused when another key signed the manifest', async () => {
    const manifest = manifestOf(installer)
    const verdict = await check({
      [MANIFEST_NAME]: manifest,
      [SIGNATURE_NAME]: signed(manifest, theirs.privateKey),
    })
    expect(verdict).toEqual({ ok: false, reason: 'bad_signature' })
  })

  it('is refused when the installer was tampered with, or the manifest after signing', async () => {
    const manifest = manifestOf(installer)
    const signature = signed(manifest, ours.privateKey)
    const tampered = Buffer.concat([installer, Buffer.from(' + something else')])
    expect(await check({ [MANIFEST_NAME]: manifest, [SIGNATURE_NAME]: signature }, tampered)).toEqual({
      ok: false,
      reason: 'hash_mismatch',
    })
    const edited = manifestOf(tampered)
    expect(await check({ [MANIFEST_NAME]: edited, [SIGNATURE_NAME]: signature }, tampered)).toEqual({
      ok: false,
      reason: 'bad_signature',
    })
  })

  it('is refused without a signature or without a manifest', async () => {
    const manifest = manifestOf(installer)
    expect(await check({ [MANIFEST_NAME]: manifest })).toEqual({ ok: false, reason: 'no_signature' })
    expect(await check({ [SIGNATURE_NAME]: signed(manifest, ours.privateKey) })).toEqual({
      ok: false,
      reason: 'no_manifest',
    })
  })

  it('is refused under the pinned key when signed with any key made here', async () => {
    const manifest = manifestOf(installer)
    const { manifest: bytes, signature } = await fetchSignedManifest(
      await release({ [MANIFEST_NAME]: manifest, [SIGNATURE_NAME]: signed(manifest, ours.privateKey) }),
    )
    expect(await verifyDownloaded(await downloaded(installer), bytes, signature, UPDATE_PUBLIC_KEY)).toEqual({
      ok: false,
      reason: 'bad_signature',
    })
  })
})

describe('the release signing script', () => {
  it('signs what the app accepts, and refuses to run without the key', async () => {
    const { execFileSync, spawnSync } = await import('node:child_process')
    const script = join(__dirname, '..', '..', 'scripts', 'sign-update.mjs')
    await writeFile(join(dir, NAME), installer)
    const pem = ours.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
    execFileSync(process.execPath, [script, '1.2.3', dir], {
      env: { ...process.env, UPDATE_SIGNING_KEY: pem },
    })
    const { readFile } = await import('node:fs/promises')
    const manifest = await readFile(join(dir, MANIFEST_NAME))
    const signature = await readFile(join(dir, SIGNATURE_NAME), 'utf8')
    expect(
      await verifyDownloaded(await downloaded(installer), manifest, signature, ours.publicKey),
    ).toMatchObject({
      ok: true,
      version: '1.2.3',
    })
    const { UPDATE_SIGNING_KEY: _unset, ...withoutKey } = process.env
    const run = spawnSync(process.execPath, [script, '1.2.3', dir], { env: withoutKey, encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('UPDATE_SIGNING_KEY is not set')
  })

  it('finds the release folder from the installed feed settings', () => {
    const yml = 'provider: github\nowner: clinic-tools\nrepo: skin-workstation\nupdaterCacheDirName: x\n'
    expect(releaseBaseUrl(yml, '1.2.3')).toBe(
      'https://github.com/clinic-tools/skin-workstation/releases/download/v1.2.3/',
    )
    expect(releaseBaseUrl('provider: generic\nurl: https://x.example/', '1.2.3')).toBeNull()
  })
})

describe('the Windows code signature', () => {
  const feed = 'provider: github\nowner: clinic-tools\nrepo: skin-workstation\n'
  it('is required of the installed feed settings: electron-updater skips its check without a publisher name', () => {
    expect(namesPublisher(`${feed}publisherName:\n  - Clinic Tools GmbH\n`)).toBe(true)
    expect(namesPublisher(`${feed}publisherName: Clinic Tools GmbH\n`)).toBe(true)
    expect(namesPublisher(`${feed}publisherName: []\n`)).toBe(false)
    expect(namesPublisher(`${feed}publisherName:\nupdaterCacheDirName: x\n`)).toBe(false)
    expect(namesPublisher(feed)).toBe(false)
  })

  it('refuses an update on Windows when the feed names no publisher, before anything is fetched', async () => {
    const update = { version: '1.2.3', path: '/nowhere/setup.exe', name: NAME }
    const fetched: string[] = []
    const fetchImpl = (async (url: string) => {
      fetched.push(url)
      return new Response('', { status: 404 })
    }) as unknown as typeof fetch
    expect(await verifyAgainstRelease(update, feed, fetchImpl, 'win32')).toEqual({
      ok: false,
      reason: 'no_publisher_name',
    })
    expect(fetched).toEqual([])
    // elsewhere (and on Windows with a publisher) the release's own signature decides: no manifest here
    expect(await verifyAgainstRelease(update, feed, fetchImpl, 'linux')).toEqual({
      ok: false,
      reason: 'no_manifest',
    })
    expect(
      await verifyAgainstRelease(
        update,
        `${feed}publisherName:\n  - Clinic Tools GmbH\n`,
        fetchImpl,
        'win32',
      ),
    ).toEqual({ ok: false, reason: 'no_manifest' })
    expect(fetched.length).toBeGreaterThan(0)
  })
})

/**
 * Our own signature over every release (issue 30), checked on every OS before an update may install: the release
 * workflow signs a manifest of the release's files (name, size, SHA-512) with the project's Ed25519 key
 * (`scripts/sign-update.mjs`, the private key from the environment only); the app holds the public key
 * (UPDATE_PUBLIC_KEY) and installs a downloaded file only when the manifest's signature holds under it and the
 * file's hash is the one the manifest names. A stolen release token cannot make one: it has no private key.
 *
 * Fails closed: no manifest, no signature, another key, a file not listed or not matching: no install.
 */
import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto'
import { closeSync, createReadStream, openSync, readSync } from 'node:fs'
import { z } from 'zod'

/**
 * The project's update-signing public key (Ed25519, SPKI PEM). Its private half is held by the release
 * maintainers only (the workflow's UPDATE_SIGNING_KEY secret): `node scripts/sign-update.mjs --new-key` makes a
 * pair; the public one is committed here.
 */
export const UPDATE_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAtO/7nYPkQ39xTSzG03+3GvFk6okOYkvQmx2/q8AhXLI=
-----END PUBLIC KEY-----
`

export const MANIFEST_NAME = 'update-manifest.json'
export const SIGNATURE_NAME = 'update-manifest.json.sig'
/** A manifest or its signature is a few kilobytes: more is not read. */
const MANIFEST_MAX_BYTES = 1024 * 1024

export const ReleaseManifest = z.object({
  version: z.string().min(1),
  files: z.array(
    z.object({ name: z.string().min(1), size: z.number().int().min(0), sha512: z.string().min(1) }),
  ),
})
export type ReleaseManifest = z.infer<typeof ReleaseManifest>

/** What a check read of the downloaded file: its hash (base64 SHA-512) and size, as the manifest names them. */
export interface FileDigest {
  sha512: string
  size: number
}

export type Verdict =
  | { ok: true; version: string; checked: FileDigest }
  | {
      ok: false
      reason:
        | 'no_manifest'
        | 'no_signature'
        | 'bad_signature'
        | 'unreadable_manifest'
        | 'wrong_version'
        | 'not_listed'
        | 'hash_mismatch'
        | 'no_publisher_name'
    }

/** The SHA-512 of a file (base64, as electron-builder's feeds write it), read as a stream. */
export async function fileSha512(path: string): Promise<FileDigest> {
  const hash = createHash('sha512')
  let size = 0
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer)
    size += (chunk as Buffer).length
  }
  return { sha512: hash.digest('base64'), size }
}

/**
 * The same, read at once: for Electron's 'quit' event, whose handlers cannot wait (an installer of 150 MB reads in
 * well under a second).
 */
export function fileSha512Sync(path: string): FileDigest {
  const hash = createHash('sha512')
  const buffer = Buffer.alloc(1024 * 1024)
  const fd = openSync(path, 'r')
  let size = 0
  try {
    for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) {
      hash.update(buffer.subarray(0, read))
      size += read
    }
  } finally {
    closeSync(fd)
  }
  return { sha512: hash.digest('base64'), size }
}

/** Whether `signature` (base64) is the key's Ed25519 signature of `manifest`. */
export function signatureHolds(
  manifest: Uint8Array,
  signature: string,
  publicKey: KeyObject | string,
): boolean {
  try {
    const key = typeof publicKey === 'string' ? createPublicKey(publicKey) : publicKey
    return verify(null, manifest, key, Buffer.from(signature.trim(), 'base64'))
  } catch {
    return false
  }
}

export interface DownloadedUpdate {
  version: string
  /** The downloaded installer on this computer. */
  path: string
  /** Its name in the release (the manifest's `name`). */
  name: string
}

/** Checks a downloaded update against the signed manifest (`manifest` and `signature` as fetched, or null). */
export async function verifyDownloaded(
  update: DownloadedUpdate,
  manifest: Uint8Array | null,
  signature: string | null,
  publicKey: KeyObject | string = UPDATE_PUBLIC_KEY,
): Promise<Verdict> {
  if (manifest === null) return { ok: false, reason: 'no_manifest' }
  if (signature === null || signature.trim() === '') return { ok: false, reason: 'no_signature' }
  if (!signatureHolds(manifest, signature, publicKey)) return { ok: false, reason: 'bad_signature' }
  let parsed: ReleaseManifest
  try {
    parsed = ReleaseManifest.parse(JSON.parse(new TextDecoder().decode(manifest)))
  } catch {
    return { ok: false, reason: 'unreadable_manifest' }
  }
  if (parsed.version !== update.version) return { ok: false, reason: 'wrong_version' }
  const listed = parsed.files.find((file) => file.name === update.name)
  if (!listed) return { ok: false, reason: 'not_listed' }
  const actual = await fileSha512(update.path)
  if (actual.sha512 !== listed.sha512 || actual.size !== listed.size)
    return { ok: false, reason: 'hash_mismatch' }
  return { ok: true, version: parsed.version, checked: actual }
}

/** GET of one small release file; null when it is not there (404) or larger than a manifest can be. */
async function fetchSmall(url: string, fetchImpl: typeof fetch): Promise<Uint8Array | null> {
  const response = await fetchImpl(url, { redirect: 'follow', signal: AbortSignal.timeout(30_000) })
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  const declared = Number(response.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > MANIFEST_MAX_BYTES) return null
  const bytes = new Uint8Array(await response.arrayBuffer())
  return bytes.byteLength > MANIFEST_MAX_BYTES ? null : bytes
}

/** The release's signed manifest and its signature, from the folder the release's files are downloaded from. */
export async function fetchSignedManifest(
  releaseBaseUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ manifest: Uint8Array | null; signature: string | null }> {
  const base = releaseBaseUrl.endsWith('/') ? releaseBaseUrl : `${releaseBaseUrl}/`
  const [manifest, signature] = await Promise.all([
    fetchSmall(new URL(MANIFEST_NAME, base).href, fetchImpl),
    fetchSmall(new URL(SIGNATURE_NAME, base).href, fetchImpl),
  ])
  return { manifest, signature: signature === null ? null : new TextDecoder().decode(signature) }
}

/**
 * Where a version's files are published, from electron-builder's `app-update.yml` (installed beside the app):
 * a GitHub release's download folder. Null when it is not a GitHub feed (nothing then verifies: no install).
 */
export function releaseBaseUrl(appUpdateYml: string, version: string): string | null {
  const value = (key: string) =>
    new RegExp(`^${key}:\\s*['"]?([\\w.-]+)['"]?\\s*$`, 'm').exec(appUpdateYml)?.[1]
  if (value('provider') !== 'github') return null
  const owner = value('owner')
  const repo = value('repo')
  if (!owner || !repo || !/^[\w.-]+$/.test(version)) return null
  return `https://github.com/${owner}/${repo}/releases/download/v${version}/`
}

/**
 * Whether the installed feed settings name the publisher an update's Windows code signature must carry.
 * electron-builder writes it from the signing certificate (`publisherName`, a name or a list); electron-updater
 * checks the installer's Authenticode signature against it, and skips that check entirely when it is missing.
 */
export function namesPublisher(appUpdateYml: string): boolean {
  const line = /^publisherName:[ \t]*(.*)$/m.exec(appUpdateYml)
  if (!line) return false
  const inline = (line[1] ?? '').trim()
  if (inline !== '' && inline !== '[]' && inline !== 'null' && inline !== '~') return true
  // a YAML list under it: `  - Clinic Tools GmbH`
  const after = appUpdateYml.slice(line.index + line[0].length)
  return /^\n[ \t]*-[ \t]*\S/.test(after)
}

/**
 * The whole check of a downloaded update against its release (`appUpdateYml` as installed). On Windows also
 * that electron-updater will have checked the installer's code signature (a feed without a publisher name would
 * let it skip that: refused, whatever our own signature says).
 */
export async function verifyAgainstRelease(
  update: DownloadedUpdate,
  appUpdateYml: string | null,
  fetchImpl: typeof fetch = fetch,
  platform: NodeJS.Platform = process.platform,
): Promise<Verdict> {
  if (platform === 'win32' && (appUpdateYml === null || !namesPublisher(appUpdateYml)))
    return { ok: false, reason: 'no_publisher_name' }
  const base = appUpdateYml === null ? null : releaseBaseUrl(appUpdateYml, update.version)
  if (base === null) return { ok: false, reason: 'no_manifest' }
  const { manifest, signature } = await fetchSignedManifest(base, fetchImpl)
  return verifyDownloaded(update, manifest, signature)
}

#!/usr/bin/env node
/**
 * Signs a release for the app's own update check (issue 30; src-main/updates/signedRelease.ts):
 *
 *   UPDATE_SIGNING_KEY="$(cat private.pem)" node scripts/sign-update.mjs <version> [dir]
 *
 * writes `update-manifest.json` (each installer in `dir`, default dist/: name, size, SHA-512) and
 * `update-manifest.json.sig` (Ed25519 over the manifest's bytes, base64) into `dir`. The private key comes from the
 * environment only and never touches the disk; without it the script fails, and so does the release.
 *
 *   node scripts/sign-update.mjs --new-key
 *
 * prints a new key pair: the public key goes into UPDATE_PUBLIC_KEY (signedRelease.ts), the private one into the
 * release workflow's UPDATE_SIGNING_KEY secret, and nowhere else.
 */
import { createHash, createPrivateKey, generateKeyPairSync, sign } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const INSTALLERS = /\.(exe|dmg|zip|AppImage|deb)$/

if (process.argv[2] === '--new-key') {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  process.stdout.write(publicKey.export({ type: 'spki', format: 'pem' }))
  process.stdout.write(privateKey.export({ type: 'pkcs8', format: 'pem' }))
  process.exit(0)
}

const [version, dir = 'dist'] = process.argv.slice(2)
if (!version) {
  console.error('usage: node scripts/sign-update.mjs <version> [dir]')
  process.exit(2)
}
const pem = process.env.UPDATE_SIGNING_KEY
if (!pem) {
  console.error('UPDATE_SIGNING_KEY is not set: a release is not published unsigned')
  process.exit(1)
}
const key = createPrivateKey(pem)
if (key.asymmetricKeyType !== 'ed25519') {
  console.error('UPDATE_SIGNING_KEY is not an Ed25519 private key')
  process.exit(1)
}
const files = readdirSync(dir)
  .filter((name) => INSTALLERS.test(name))
  .sort()
  .map((name) => {
    const bytes = readFileSync(join(dir, name))
    return { name, size: bytes.length, sha512: createHash('sha512').update(bytes).digest('base64') }
  })
if (files.length === 0) {
  console.error(`no installers in ${dir}`)
  process.exit(1)
}
const manifest = Buffer.from(`${JSON.stringify({ version, files }, null, 2)}\n`)
writeFileSync(join(dir, 'update-manifest.json'), manifest)
writeFileSync(join(dir, 'update-manifest.json.sig'), `${sign(null, manifest, key).toString('base64')}\n`)
console.log(`signed ${files.length} installer(s) of ${version} in ${dir}`)

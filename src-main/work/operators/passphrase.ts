/**
 * An operator's passphrase is kept only as a scrypt hash (RFC 7914, node:crypto): a random salt per operator and
 * the cost in the stored text (`scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`, base64url), so a later release can raise
 * the cost and still read older hashes. Verifying compares in constant time.
 *
 * The cost: N = 2^15, r = 8, p = 1 (32 MiB, about 0.1 s on a clinic PC), OWASP's floor for scrypt is N = 2^17 with
 * these r and p; we take 2^15 because every sign-in and unlock waits for it, and the hash sits inside the
 * encrypted account database, which an attacker must open first.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const LOG2_N = 15
const R = 8
const P = 1
const KEY_BYTES = 32
const SALT_BYTES = 16

function derive(passphrase: string, salt: Buffer, log2n: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** log2n, r, p, maxmem: 256 * 2 ** log2n * r + 1024 * 1024 }
  return new Promise((resolve, reject) =>
    scrypt(passphrase.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

export async function hashPassphrase(passphrase: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(passphrase, salt, LOG2_N, R, P)
  return ['scrypt', LOG2_N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** Whether `passphrase` is the one `stored` was made of; false for a stored text that does not read. */
export async function passphraseMatches(passphrase: string, stored: string): Promise<boolean> {
  const [kind, log2n, r, p, salt, hash] = stored.split('$')
  const cost = [log2n, r, p].map(Number)
  if (kind !== 'scrypt' || !salt || !hash || cost.some((n) => !Number.isInteger(n) || n < 1 || n > 20))
    return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await derive(passphrase, Buffer.from(salt, 'base64url'), cost[0]!, cost[1]!, cost[2]!)
  return expected.length === key.length && timingSafeEqual(expected, key)
}

let decoy: Promise<string> | null = null
/**
 * A hash of nothing anyone knows: a sign-in with an unknown name is checked against it, so it takes as long as
 * one with a wrong passphrase and the answer's time does not say which names exist.
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassphrase(randomBytes(24).toString('base64url'))
  return decoy
}

import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const scryptAsync = promisify(scrypt)

const keyLength = 32

export function hashPassword(password: string): string {
  const salt = randomBytes(16)
  return `scrypt$${salt.toString('base64url')}$${scryptSync(password, salt, keyLength).toString('base64url')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length)
  return actual instanceof Buffer && timingSafeEqual(actual, expected)
}

/** A hash no password matches, to spend the same time on unknown usernames as on known ones. */
export const unmatchableHash = `scrypt$${randomBytes(16).toString('base64url')}$${randomBytes(keyLength).toString('base64url')}`

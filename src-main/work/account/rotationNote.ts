/**
 * The key change's note (`key-rotation.json`): written in the account folder before a change of the data key
 * begins, it names the old and the new key's keychain generations (never a key), and a start that finds it
 * finishes the change (dataKeys.ts `finishKeyRotation`), deleting the old key's item and its recovery file.
 *
 * A file of the folder, so anyone with a file manager can write one (issue 41: `{"from":0,"to":0}` deleted the live
 * key). It is checked, never trusted: its `mac` is an HMAC-SHA256 of its fields under a key derived (HKDF-SHA256,
 * a label of its own) from the old and the new data key together, both of which sit in the keychain only while a
 * change runs. Nobody without both keys can make one that holds, and one made for another account or another
 * change does not hold here (other keys); the generations are in the mac, so none can be swapped.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { writeFileAtomic } from '../../store/files/atomicFile'

export const ROTATION_NOTE = 'key-rotation.json'

const MAC_LABEL = 'skin-workstation key change note v1'

const Note = z.object({
  from: z.number().int().min(0),
  to: z.number().int().min(0),
  started: z.string().max(64),
  mac: z.string().regex(/^[0-9a-f]{64}$/),
})
export type RotationNote = z.infer<typeof Note>

function macOf(fields: Omit<RotationNote, 'mac'>, oldKey: Uint8Array, newKey: Uint8Array): Buffer {
  const key = Buffer.from(
    hkdfSync('sha256', Buffer.concat([oldKey, newKey]), new Uint8Array(0), MAC_LABEL, 32),
  )
  const hmac = createHmac('sha256', key)
  // each field's length first, so no two different notes give the same bytes
  for (const field of [String(fields.from), String(fields.to), fields.started])
    hmac.update(`${Buffer.byteLength(field)}:${field}\n`)
  return hmac.digest()
}

/** The note of a change from `oldKey` (generation `from`) to `newKey` (`to`), made with both keys. */
export function signedNote(
  fields: Omit<RotationNote, 'mac'>,
  oldKey: Uint8Array,
  newKey: Uint8Array,
): RotationNote {
  return { ...fields, mac: macOf(fields, oldKey, newKey).toString('hex') }
}

/**
 * Whether the note was made with these two keys for these generations: a change from one generation to another
 * (never a key to itself), its mac holding.
 */
export function isAuthentic(note: RotationNote, oldKey: Uint8Array, newKey: Uint8Array): boolean {
  if (note.from === note.to || Buffer.from(oldKey).equals(Buffer.from(newKey))) return false
  return timingSafeEqual(Buffer.from(note.mac, 'hex'), macOf(note, oldKey, newKey))
}

export async function writeNote(dir: string, note: RotationNote): Promise<void> {
  await writeFileAtomic(join(dir, ROTATION_NOTE), `${JSON.stringify(note)}\n`)
}

/** The folder's note: null when there is none, 'unreadable' when it is not one in this app's form. */
export async function readNote(dir: string): Promise<RotationNote | 'unreadable' | null> {
  const text = await readFile(join(dir, ROTATION_NOTE), 'utf8').catch(() => null)
  if (text === null) return null
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return 'unreadable'
  }
  const parsed = Note.safeParse(json)
  return parsed.success ? parsed.data : 'unreadable'
}

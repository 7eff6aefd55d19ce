/**
 * The exchange folder's files (issue 43): what is there to read, claiming a request (rename into `done/`: the one
 * workstation whose rename succeeds handles it), setting a bad file aside in `error/` with a reason file, and
 * writing a file whole and never over one still there (the PVS has not read it yet).
 */
import { randomBytes } from 'node:crypto'
import { link, mkdir, open, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'

export const DONE_FOLDER = 'done'
export const ERROR_FOLDER = 'error'

const errno = (e: unknown): string | undefined => (e as NodeJS.ErrnoException | null)?.code

/** The `.gdt` files of the folder itself (not its subfolders), except those `isOwn` names. */
export async function gdtFiles(folder: string, isOwn: (name: string) => boolean): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true })
  return entries
    .filter((e) => e.isFile() && /\.gdt$/i.test(e.name) && !isOwn(e.name))
    .map((e) => e.name)
    .sort()
}

/** A file's size and change time, or null when it is gone. */
export async function look(path: string): Promise<{ size: number; mtimeMs: number } | null> {
  const found = await stat(path).catch(() => null)
  return found?.isFile() ? { size: found.size, mtimeMs: found.mtimeMs } : null
}

export const readBytes = async (path: string): Promise<Uint8Array> => new Uint8Array(await readFile(path))

const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '')

/** Moves `name` into `sub/` (made when missing) under a name not taken there; false when it is gone already. */
async function moveInto(folder: string, sub: string, name: string, at: Date): Promise<string | null> {
  await mkdir(join(folder, sub), { recursive: true })
  const target = join(folder, sub, `${stamp(at)}-${randomBytes(3).toString('hex')}-${name}`)
  try {
    await rename(join(folder, name), target)
    return target
  } catch (e) {
    if (errno(e) === 'ENOENT') return null
    throw e
  }
}

/** Claims a request: moved into `done/`. False: another workstation (or a restart) took it first. */
export async function claim(folder: string, name: string, at: Date): Promise<boolean> {
  return (await moveInto(folder, DONE_FOLDER, name, at)) !== null
}

/** Sets a bad file aside in `error/`, with `<its name there>.reason.txt` beside it (no content of the file). */
export async function setAside(folder: string, name: string, reason: string, at: Date): Promise<boolean> {
  const moved = await moveInto(folder, ERROR_FOLDER, name, at)
  if (moved === null) return false
  const text = `${reason}\r\nfile: ${name}\r\nat: ${at.toISOString()}\r\n`
  await writeWhole(`${moved}.reason.txt`, new TextEncoder().encode(text), { replace: true })
  return true
}

/**
 * Writes `bytes` to `path` whole: a hidden temporary file beside it, flushed, then linked to the name (an atomic
 * "create if absent"; where the share cannot link, renamed after a look). False, and nothing written, when a
 * file of that name is there and `replace` is not set.
 */
export async function writeWhole(
  path: string,
  bytes: Uint8Array,
  { replace = false } = {},
): Promise<boolean> {
  const slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'))
  const temp = `${path.slice(0, slash + 1)}.${path.slice(slash + 1)}.${randomBytes(6).toString('hex')}.tmp`
  const handle = await open(temp, 'wx')
  try {
    await handle.writeFile(bytes)
    await handle.sync()
  } finally {
    await handle.close()
  }
  try {
    if (replace) {
      await rename(temp, path)
      return true
    }
    try {
      await link(temp, path)
      return true
    } catch (e) {
      if (errno(e) === 'EEXIST') return false
      if (!['EPERM', 'ENOTSUP', 'ENOSYS', 'EXDEV'].includes(errno(e) ?? '')) throw e
      if (await look(path)) return false
      await rename(temp, path)
      return true
    }
  } finally {
    await rm(temp, { force: true })
  }
}

/** "Test the exchange": a harmless file written and removed again; its path, or the failure's errno. */
export async function writeTestFile(folder: string): Promise<{ path: string } | { failed: string }> {
  const path = join(folder, `skin-workstation-test-${randomBytes(4).toString('hex')}.txt`)
  try {
    await writeWhole(path, new TextEncoder().encode('A test of the exchange folder. It may be deleted.\r\n'))
    await unlink(path)
    return { path }
  } catch (e) {
    return { failed: errno(e) ?? 'unknown' }
  }
}

/**
 * The log file (src-main/log/logger.ts, log.ts): private (folder 0700, files 0600, also a folder an older run left
 * open), redacted as it is written, rotated at its size with one archive kept so the folder stays bounded, and
 * written by whichever logger the entry point put in use.
 */
import { chmod, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, test } from '../../tests/support/fixtures'
import { logFor, redactor, useLogger } from './log'
import { ARCHIVED_LOG_FILE, createLogger, LOG_FILE } from './logger'
import { createRedactor, MAX_LINE_CHARS } from './redact'

let dir: string
test.beforeEach(({ dataDir }) => {
  dir = dataDir
})

const modeOf = async (path: string) => (await stat(path)).mode & 0o777

describe('the log file', () => {
  it('is private, and redacted as it is written', async () => {
    const logs = join(dir, 'logs')
    const secrets = createRedactor()
    secrets.addSecret('the-api-key-1234')
    const logger = createLogger({ dir: logs, redactor: secrets, console: false })
    logger.write('info', 'api', [
      'connected with the-api-key-1234 as nurse@clinic.example',
      { password: 'pw' },
    ])
    const text = await readFile(join(logs, LOG_FILE), 'utf8')
    expect(text).toMatch(
      /^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d\] \[info\] +\(api\) connected with \[secret\] as \[e-mail\] \{"password":"\[redacted\]"\}\n$/,
    )
    expect(await modeOf(logs)).toBe(0o700)
    expect(await modeOf(join(logs, LOG_FILE))).toBe(0o600)
  })

  it('makes a folder and files an older run left open private', async () => {
    const logs = join(dir, 'logs')
    await mkdir(logs, { mode: 0o755 })
    await chmod(logs, 0o755)
    await writeFile(join(logs, LOG_FILE), 'old line\n', { mode: 0o644 })
    await writeFile(join(logs, ARCHIVED_LOG_FILE), 'older line\n', { mode: 0o644 })
    createLogger({ dir: logs, redactor: createRedactor(), console: false })
    expect(await modeOf(logs)).toBe(0o700)
    expect(await modeOf(join(logs, LOG_FILE))).toBe(0o600)
    expect(await modeOf(join(logs, ARCHIVED_LOG_FILE))).toBe(0o600)
  })

  it('is archived past its size, one archive kept, so the folder stays bounded', async () => {
    const logs = join(dir, 'logs')
    const maxBytes = 20_000
    const logger = createLogger({ dir: logs, redactor: createRedactor(), console: false, maxBytes })
    const line = (n: number) => `line ${String(n).padStart(5, '0')} ${'x'.repeat(180)}`
    // about ten files' worth
    for (let n = 0; n < 1_000; n++) logger.write('info', 'test', [line(n)])
    expect((await readdir(logs)).sort()).toEqual([LOG_FILE, ARCHIVED_LOG_FILE].sort())
    const current = await stat(join(logs, LOG_FILE))
    const archived = await stat(join(logs, ARCHIVED_LOG_FILE))
    // A file grows past the size by one line at most before it is archived. (electron-log counts the first line
    // after a rotation twice, so an archive may also end a line short of the size.)
    const lineBytes = 250
    expect(current.size).toBeLessThanOrEqual(maxBytes + MAX_LINE_CHARS)
    expect(archived.size).toBeGreaterThan(maxBytes - 2 * lineBytes)
    expect(archived.size).toBeLessThanOrEqual(maxBytes + MAX_LINE_CHARS)
    expect(current.size + archived.size).toBeLessThan(1_000 * 200)
    // the newest lines are in the current file, the ones before them in the archive, the first ones gone
    const newest = await readFile(join(logs, LOG_FILE), 'utf8')
    const older = await readFile(join(logs, ARCHIVED_LOG_FILE), 'utf8')
    expect(newest).toContain(line(999))
    expect(older).not.toContain(line(999))
    expect(newest + older).not.toContain(line(0))
    expect(await modeOf(join(logs, ARCHIVED_LOG_FILE))).toBe(0o600)
    expect(await modeOf(join(logs, LOG_FILE))).toBe(0o600)
  })

  it('is written by the logger in use, and by none once it is let go', async () => {
    const logs = join(dir, 'logs')
    const release = useLogger(createLogger({ dir: logs, redactor, console: false }))
    const log = logFor('unit')
    log.info('while in use')
    release()
    log.info('after it was let go')
    const text = await readFile(join(logs, LOG_FILE), 'utf8')
    expect(text).toContain('(unit) while in use')
    expect(text).not.toContain('after it was let go')
  })
})

/**
 * The practice software over GDT (issue 43), main's part, against the local service with a real exchange folder:
 * the PVS's 6302 finds a patient by record number; an unknown patient waits for the operator and is created
 * through the outbox (offline too); every bad file goes to error/ with its reason and makes no patient; a done
 * capture writes a 6310 whose lengths hold and whose PDF exists, never over a file the PVS has not read; the
 * settings are audited.
 */
import { existsSync } from 'node:fs'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import iconv from 'iconv-lite'
import { describe, expect, it } from '../support/fixtures'
import type { EventPayload, PracticeSettings } from '../../src-shared/contract'
import { removeDir, tempDir } from '../support/folders'
import { facePhoto } from '../support/photos'
import type { AppUnderTest } from '../support/mainApp'
import type { World } from '../support/world'

const line = (id: string, value: string, charset = 'cp437') => {
  const body = iconv.encode(value, charset)
  return Buffer.concat([
    Buffer.from(`${String(body.length + 9).padStart(3, '0')}${id}`),
    body,
    Buffer.from('\r\n'),
  ])
}
/** A request file as a PVS writes it (9206 = 2: CP437). */
function request(type: string, fields: [string, string][], charsetCode = '2'): Buffer {
  return Buffer.concat([
    line('8000', type),
    line('8315', 'SKIN'),
    line('8316', 'PVS'),
    line('9206', charsetCode),
    ...fields.map(([id, value]) => line(id, value)),
  ])
}

async function until<T>(
  read: () => Promise<T | null | undefined> | T | null | undefined,
  what: string,
  ms = 20_000,
) {
  for (const end = Date.now() + ms; Date.now() < end;) {
    const found = await read()
    if (found) return found
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`waited in vain for ${what}`)
}

/** The lines of a GDT file: each one's length field against its byte length, and its field and value. */
function linesOf(bytes: Buffer) {
  const out: { declared: number; actual: number; id: string; value: string }[] = []
  let start = 0
  for (let i = 0; i < bytes.length - 1; i++)
    if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) {
      const raw = bytes.subarray(start, i + 2)
      out.push({
        declared: Number(raw.subarray(0, 3).toString('latin1')),
        actual: raw.length,
        id: raw.subarray(3, 7).toString('latin1'),
        value: iconv.decode(raw.subarray(7, raw.length - 2), 'cp437'),
      })
      start = i + 2
    }
  return out
}

async function setUp(world: World) {
  const requests: EventPayload<'practice.request'>[] = []
  const problems: EventPayload<'practice.problem'>[] = []
  const { service, clinic, app } = await world.connectClinic('Nell Hart', {
    practiceTiming: { pollMs: 100, settleMs: 150 },
    onPracticeRequest: (r) => requests.push(r),
    onPracticeProblem: (p) => problems.push(p),
  })
  const folder = await tempDir('skin-gdt-')
  const settings: PracticeSettings = {
    enabled: true,
    folder,
    pvsName: 'PVS',
    ownName: 'SKIN',
    version: '2.10',
    charset: 'cp437',
    fileName: '{receiver}{sender}.gdt',
    datasetId: clinic.datasetId,
  }
  await app.value('practice.settings.set', settings)
  return { service, clinic, app, folder, requests, problems, settings }
}

const subjectCount = async (app: AppUnderTest, datasetId: string) =>
  (await app.value('subjects.list', { datasetId, pageSize: 100 })).count

describe('practice software over GDT', () => {
  it('finds the patient of a 6302 by record number, and answers their analysed capture with a 6310 and its PDF', async ({
    world,
  }) => {
    const { clinic, app, folder, requests } = await setUp(world)
    try {
      const audit = await app.value('audit.list', {})
      expect(audit.entries.map((e) => e.action)).toContain('practice.settingsChanged')
      const patient = await app.value('subjects.create', {
        datasetId: clinic.datasetId,
        name: 'Jürgen Müller',
        patientId: '4711',
      })
      await app.value('subjects.recordConsent', {
        datasetId: clinic.datasetId,
        subjectId: patient.id,
        scopes: ['analysis', 'reports'],
      })
      await writeFile(
        join(folder, 'SKINPVS.gdt'),
        request('6302', [
          ['3000', '4711'],
          ['3101', 'Müller'],
          ['3102', 'Jürgen'],
        ]),
      )
      const heard = await until(() => requests.find((r) => r.patientNumber === '4711'), 'the request')
      expect(heard).toMatchObject({ kind: 'examination', lastName: 'Müller', firstName: 'Jürgen' })
      expect(heard.match?.subjectId).toBe(patient.id)
      expect(existsSync(join(folder, 'SKINPVS.gdt'))).toBe(false)
      expect(await readdir(join(folder, 'done'))).toHaveLength(1)
      // a known patient does not wait for the operator
      expect(await app.value('practice.requests')).toEqual([])

      await app.value('capture.submit', {
        datasetId: clinic.datasetId,
        subjectId: patient.id,
        mode: 'front',
        shots: [{ side: 'front', source: 'file', bytes: new Uint8Array(await facePhoto(1280, 1024)) }],
      })
      const results = join(folder, 'PVSSKIN.gdt')
      const bytes = await until(
        async () => (existsSync(results) ? readFile(results) : null),
        'the 6310',
        60_000,
      )
      const lines = linesOf(bytes)
      expect(lines.filter((l) => l.declared !== l.actual)).toEqual([])
      expect(lines[0]).toMatchObject({ id: '8000', value: '6310' })
      expect(Number(lines.find((l) => l.id === '8100')?.value)).toBe(bytes.length)
      expect(lines.find((l) => l.id === '3000')?.value).toBe('4711')
      expect(lines.filter((l) => l.id === '8410').length).toBeGreaterThan(0)
      const pdf = lines.find((l) => l.id === '6305')?.value ?? ''
      expect(pdf.startsWith(folder)).toBe(true)
      expect((await readFile(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-')
      const sent = (await app.value('audit.list', {})).entries.filter(
        (e) => e.action === 'practice.resultsSent',
      )
      expect(sent.map((e) => e.subjectId)).toEqual([patient.id])

      // a second examination while the PVS has not read the first answer: that file stays as it is
      await writeFile(join(folder, 'SKINPVS.gdt'), request('6302', [['3000', '4711']]))
      await until(() => requests.filter((r) => r.patientNumber === '4711').length === 2, 'the second request')
      await app.value('capture.submit', {
        datasetId: clinic.datasetId,
        subjectId: patient.id,
        mode: 'front',
        shots: [{ side: 'front', source: 'file', bytes: new Uint8Array(await facePhoto(1280, 1024)) }],
      })
      await until(
        async () => (await app.value('queue.list')).filter((q) => q.state === 'done').length === 2,
        'done',
      )
      // the second answer is ready and has been tried: it waits, and the first file is as it was
      await until(async () => (await app.value('practice.status')).resultsWaiting === 1, 'the answer waiting')
      expect(await readFile(results)).toEqual(bytes)
      // read by the PVS (deleted): the waiting answer goes
      await rm(results)
      await until(() => existsSync(results), 'the second 6310')
      await until(async () => (await app.value('practice.status')).resultsWaiting === 0, 'nothing waiting')
    } finally {
      await removeDir(folder)
    }
  }, 120_000)

  it('keeps an unknown patient for the operator, and creates them through the outbox while offline', async ({
    world,
  }) => {
    const { clinic, app, folder, requests } = await setUp(world)
    try {
      await writeFile(
        join(folder, 'SKINPVS.gdt'),
        request('6302', [
          ['3000', '0815'],
          ['3101', 'Müller'],
          ['3102', 'Jürgen'],
          ['3103', '01021970'],
          ['3110', '1'],
        ]),
      )
      const heard = await until(() => requests.find((r) => r.patientNumber === '0815'), 'the request')
      expect(heard).toMatchObject({ match: null, birthDate: '1970-02-01', sex: 'male' })
      const waiting = await app.value('practice.requests')
      expect(waiting.map((r) => r.id)).toEqual([heard.id])
      await world.stopService()
      const { target } = await app.value('practice.resolve', { id: heard.id, action: 'create' })
      expect(target).toMatchObject({ datasetId: clinic.datasetId, subjectName: 'Müller, Jürgen' })
      const outbox = await app.value('outbox.list')
      expect(outbox).toEqual([
        expect.objectContaining({ kind: 'subject.create', subjectId: target?.subjectId }),
      ])
      expect(await app.value('practice.requests')).toEqual([])
      expect(await app.failure('practice.resolve', { id: heard.id, action: 'create' })).toBe(
        'practice_request_gone',
      )
      // the next request of that number finds the patient made here, not sent yet
      await writeFile(join(folder, 'SKINPVS.gdt'), request('6311', [['3000', '0815']]))
      const shown = await until(() => requests.find((r) => r.kind === 'showData'), 'the 6311')
      expect(shown.match?.subjectId).toBe(target?.subjectId)
    } finally {
      await removeDir(folder)
    }
  }, 60_000)

  it('moves every bad file to error/ with its reason, makes no patient, and goes on', async ({ world }) => {
    const { clinic, app, folder, problems } = await setUp(world)
    try {
      const before = await subjectCount(app, clinic.datasetId)
      const good = request('6302', [
        ['3000', '1'],
        ['3101', 'Bad'],
      ])
      const wrongLength = Buffer.concat([line('8000', '6302'), Buffer.from('0993000 12345\r\n')])
      const cases: [string, Buffer, string][] = [
        ['LEN.gdt', wrongLength, 'lineLength'],
        ['TYPE.gdt', request('6310', [['3000', '1']]), 'unknownType'],
        ['CHARSET.gdt', request('6302', [['3000', '1']], '9'), 'charset'],
        ['NOPAT.gdt', request('6302', [['3101', 'Bad']]), 'noPatient'],
        ['EMPTY.gdt', Buffer.alloc(0), 'empty'],
        ['HALF.gdt', good.subarray(0, good.length - 5), 'truncated'],
      ]
      for (const [name, bytes] of cases) await writeFile(join(folder, name), bytes)
      await until(() => problems.length >= cases.length, 'every problem')
      expect(problems.map((p) => [p.fileName, p.reason]).sort()).toEqual(
        cases.map(([n, , r]) => [n, r]).sort(),
      )
      // the wrong length is on the file's second line, and the problem says so; a whole-file problem names none
      expect(problems.find((p) => p.fileName === 'LEN.gdt')?.line).toBe(2)
      expect(problems.find((p) => p.fileName === 'EMPTY.gdt')?.line).toBeNull()
      const aside = await readdir(join(folder, 'error'))
      for (const [name, , reason] of cases) {
        const moved = aside.find((f) => f.endsWith(`-${name}`))
        expect(moved).toBeDefined()
        const why = await readFile(join(folder, 'error', `${moved}.reason.txt`), 'utf8')
        expect(why.startsWith(reason)).toBe(true)
        expect(why).not.toContain('Bad')
      }
      const status = await app.value('practice.status')
      expect(status.watching).toBe(true)
      expect(status.problems).toHaveLength(cases.length)
      expect(await subjectCount(app, clinic.datasetId)).toBe(before)
      expect(await app.value('practice.requests')).toEqual([])
      // the watcher goes on
      await writeFile(join(folder, 'SKINPVS.gdt'), good)
      await until(async () => (await app.value('practice.requests')).length === 1, 'the good request')
    } finally {
      await removeDir(folder)
    }
  }, 60_000)

  it('checks the settings and tests the exchange folder', async ({ world }) => {
    const { app, folder, settings } = await setUp(world)
    try {
      expect(await app.value('practice.settings.get')).toEqual(settings)
      expect(await app.failure('practice.settings.set', { ...settings, ownName: 'SKIN1' })).toBe(
        'practice_name_invalid',
      )
      expect(await app.failure('practice.settings.set', { ...settings, folder: join(folder, 'gone') })).toBe(
        'practice_folder_missing',
      )
      expect(await app.failure('practice.settings.set', { ...settings, fileName: '../x.gdt' })).toBe(
        'practice_file_name_invalid',
      )
      const tested = await app.value('practice.test')
      expect(tested.path.startsWith(folder)).toBe(true)
      expect(existsSync(tested.path)).toBe(false)
      await removeDir(folder)
      expect(await app.failure('practice.test')).toBe('practice_folder_missing')
      await app.value('practice.settings.set', { ...settings, enabled: false, folder: '' })
      expect(await app.failure('practice.test')).toBe('practice_off')
      expect((await app.value('practice.status')).watching).toBe(false)
    } finally {
      await removeDir(folder)
    }
  }, 60_000)
})

/**
 * The report desk against the local service puts the workstation's cover page in front of the service's report:
 * the clinic's settings, the subject's record number (`meta.patient_id`, as the service has it now) and the
 * visit's time in the zone the desk is given; the kept copy, what `reports.open` gives and a saved copy all have it.
 */
import { execFileSync } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, test } from '../support/fixtures'
import { createReportsApi } from '../../src-main/api'
import type { ReportDeps } from '../../src-main/work/reports/reportDeps'
import { reportDesk, type Account, type ReportsWorld } from '../support/reportDesk'
import { testSeal } from '../support/testSeal'

let world: ReportsWorld
let account: Account

test.beforeAll(async ({ reportsWorld }) => {
  world = reportsWorld
  const { datasetId, subjectId } = world.target
  const answer = await fetch(
    `${world.service.baseUrl}/api/v1/companies/${world.companyId}/datasets/${datasetId}/subjects/${subjectId}/`,
    {
      method: 'PATCH',
      headers: { authorization: `Bearer ${world.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ meta: { patient_id: 'MRN-77-1204' } }),
    },
  )
  if (!answer.ok) throw new Error(`PATCH subject: ${answer.status}`)
}, 180_000)
test.beforeEach(({ reportsAccount }) => {
  account = reportsAccount
})

const clinic: Awaited<ReturnType<ReportDeps['coverSettings']>> = {
  clinicName: 'Praxis Dr. Weiß',
  clinicAddress: 'Lindenallee 5\n50968 Köln',
  clinicianName: 'Dr. Jana Weiß',
}

function text(path: string, page: number): string {
  const range = ['-f', String(page), '-l', String(page)]
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', ...range, path, '-'], { encoding: 'utf8' })
}

function pages(path: string): number {
  return Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1])
}

describe('a generated report', () => {
  it('starts with the cover page: clinic, clinician, record number, the visit in the given zone', async () => {
    const desk = reportDesk(account, world.run, {
      coverSettings: async () => clinic,
      timeZone: () => 'Asia/Kolkata',
      now: () => new Date('2025-03-01T18:45:00Z'),
    })
    // 20:00 UTC is 01:30 on the next day in India (UTC+05:30).
    const report = await desk.generate({ ...world.target, visitAt: '2024-03-05T20:00:00Z', locale: 'en' })
    // The kept copy is sealed with the account's data key (the test key here): its text is read from a plain copy.
    const sealed = await readFile(join(account.dir, 'reports', `${report.id}.pdf`))
    const kept = join(account.dir, 'kept-plain.pdf')
    await writeFile(kept, testSeal.open(`reports/${report.id}.pdf`, sealed))
    const cover = text(kept, 1)
    expect(cover).toContain('Praxis Dr. Weiß')
    expect(cover).toContain('50968 Köln')
    expect(cover).toMatch(/Clinician\s+Dr\. Jana Weiß/)
    expect(cover).toMatch(/Patient\s+Li Na Chen/)
    expect(cover).toMatch(/Record number\s+MRN-77-1204/)
    expect(cover).toMatch(/Photo taken\s+March 6, 2024.*1:30\s*AM \(Asia\/Kolkata\)/)
    expect(cover).toMatch(/Report created\s+March 2, 2025.*12:15\s*AM \(Asia\/Kolkata\)/)
    expect(text(kept, 2)).toContain('Skin analysis report')

    const service = await createReportsApi(world.api.http).generate(world.target.imageId, 'en')
    const serviceFile = join(account.dir, 'service.pdf')
    await writeFile(serviceFile, service)
    expect(pages(kept)).toBe(pages(serviceFile) + 1)

    const opened = (await desk.open({ reportId: report.id })).bytes
    expect(opened).toEqual(new Uint8Array(await readFile(kept)))
    const saved = await desk.save({ reportId: report.id, folder: null, fileName: null })
    expect(saved.path).not.toBeNull()
    expect(text(saved.path ?? '', 1)).toContain('Praxis Dr. Weiß')
  })
})

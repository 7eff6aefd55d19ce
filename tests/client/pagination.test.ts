import { describe, expect, it, test } from '../support/fixtures'
import { collect, paginate } from '../../src-main/api/pagination'
import { companyPath } from '../../src-main/api/paths'
import { subjectRecord } from '../../src-main/api/records'
import { findDataset, type ClientWorld } from '../support/world'

let fixture: ClientWorld
let datasetId: string

test.beforeAll(async ({ clientWorld }) => {
  fixture = clientWorld
  datasetId = await findDataset(fixture.api(), 'Main clinic')
})

describe('pagination against the local service', () => {
  it('yields every subject of Main clinic exactly once across pages of 10', async () => {
    const api = fixture.api()
    const single = await api.subjects.list({ datasetId, page: 1, pageSize: 100 })
    expect(single.count).toBeGreaterThanOrEqual(45)
    expect(single.count).toBeLessThanOrEqual(100)
    expect(single.next).toBe(false)

    const iterated = await collect(api.subjects.iterate(datasetId, { pageSize: 10 }))
    const ids = iterated.map((subject) => subject.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect([...ids].sort()).toEqual(single.results.map((subject) => subject.id).sort())
    const pattern = '/api/v1/companies/:cid/datasets/:did/subjects/'
    expect(fixture.service.admin.requestCount('GET', pattern)).toBe(1 + Math.ceil(single.count / 10))
  })

  it('reads numbered pages that add up to the whole list', async () => {
    const api = fixture.api()
    const first = await api.subjects.list({ datasetId, page: 1, pageSize: 20 })
    expect(first).toMatchObject({ page: 1, pageSize: 20, previous: false, next: true })
    const pages = Math.ceil(first.count / 20)
    const last = await api.subjects.list({ datasetId, page: pages, pageSize: 20 })
    expect(last).toMatchObject({ next: false, previous: true })
    expect(last.results).toHaveLength(first.count - 20 * (pages - 1))
  })

  it('searches subjects by name and reads one back', async () => {
    const api = fixture.api()
    // As the app does before its form: the subjects read show how this service writes a sex (and its ids).
    await api.subjects.all(datasetId)
    const created = await api.subjects.create(datasetId, {
      name: 'Zebulon Quartermaine',
      biological_sex: 'other',
    })
    expect(created).toMatchObject({ name: 'Zebulon Quartermaine', biological_sex: 'other' })
    const found = await api.subjects.all(datasetId, { search: 'Quartermaine' })
    expect(found.map((subject) => subject.id)).toEqual([created.id])
    expect((await api.subjects.get(datasetId, created.id)).name).toBe('Zebulon Quartermaine')
  })

  it('follows next links with the raw paginate helper too', async () => {
    const api = fixture.api()
    const path = companyPath(fixture.companyId, 'datasets', datasetId, 'subjects')
    let pages = 0
    for await (const subject of paginate(api.http, path, subjectRecord, { pageSize: 50 })) {
      expect(subject.id).toBeTypeOf('string')
      pages += 1
    }
    expect(pages).toBeGreaterThanOrEqual(45)
  })
})

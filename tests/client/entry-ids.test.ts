/**
 * Ids are checked where they enter (issue 30): a company id goes into every request's path, so `..` (which moves
 * up the path once the URL is resolved, to an address the key was not meant for) or a `/` is refused on the form's
 * field before anything is sent, and the path builder refuses such a segment whoever asks. Through main's real
 * handlers against the local service, counting its requests.
 */
import { describe, expect, it } from '../support/fixtures'
import { companyPath, companyPathV3, UnsafePathSegmentError } from '../../src-main/api/paths'

describe('ids where they enter', () => {
  it('refuses a company id that is not an id on the form, and sends nothing', async ({ world }) => {
    const { service, clinic } = await world.startClinic('Ada')
    const app = await world.startApp()
    const before = service.admin.requestCount('GET', '/api/v1/companies/:cid/datasets/')
    for (const companyId of ['..', '../companies', 'a/b', 'x?y=1', '%2e%2e']) {
      const outcome = await app.call('auth.connect', {
        baseUrl: service.baseUrl,
        companyId,
        apiKey: clinic.apiKey,
      })
      expect(outcome).toMatchObject({ ok: false, error: { code: 'invalid_company', field: 'companyId' } })
    }
    expect(service.admin.requestCount('GET', '/api/v1/companies/:cid/datasets/')).toBe(before)
    // the real id goes through
    expect(await app.connect(service, clinic)).toMatchObject({ connected: true })
  })

  it('builds no path with an empty, `.` or `..` segment', () => {
    expect(companyPath('c1', 'datasets', 'd-1')).toBe('/api/v1/companies/c1/datasets/d-1/')
    for (const bad of ['', '.', '..']) {
      expect(() => companyPath(bad, 'datasets')).toThrow(UnsafePathSegmentError)
      expect(() => companyPath('c1', 'datasets', bad)).toThrow(UnsafePathSegmentError)
      expect(() => companyPathV3('c1', bad, 'upload')).toThrow(UnsafePathSegmentError)
    }
  })
})

/**
 * What the report desk does with answers the local service never gives (it takes every locale of the right
 * pattern): a real proxy replaces the service's PDF with a 422 `detail` array, an HTML page, or a PDF cut short.
 */
import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it, test } from '../support/fixtures'
import { createSkinApi } from '../../src-main/api'
import { startAnswerProxy, type ProxyAnswer, type RewritingProxy } from '../support/rewritingProxy'
import { failureOf } from '../support/failures'
import { reportDesk, type Account, type ReportsWorld } from '../support/reportDesk'

let world: ReportsWorld
let proxy: RewritingProxy
let account: Account
let rewrite: (answer: ProxyAnswer) => ProxyAnswer = (answer) => answer

test.beforeAll(async ({ reportsWorld }) => {
  world = reportsWorld
  // Only report requests are rewritten; every other answer passes unchanged.
  proxy = await startAnswerProxy(world.service.baseUrl, (path, answer) =>
    path.startsWith('/service/pdf-generator/') ? rewrite(answer) : answer,
  )
}, 180_000)
afterAll(async () => {
  await proxy?.close()
})
test.beforeEach(({ reportsAccount }) => {
  account = reportsAccount
})
afterEach(() => {
  rewrite = (answer) => answer
})

function desk() {
  const api = createSkinApi({
    baseUrl: proxy.baseUrl,
    companyId: world.companyId,
    apiKey: world.apiKey,
    retries: 0,
  })
  return reportDesk(account, (call) => call(api))
}

const generate = (locale: string) => desk().generate({ ...world.target, visitAt: null, locale })

async function nothingKept() {
  const folder = join(account.dir, 'reports')
  expect(existsSync(folder) ? await readdir(folder) : []).toEqual([])
  expect(account.db.prepare('SELECT COUNT(*) AS n FROM reports').get()).toEqual({ n: 0 })
}

describe('through a rewriting proxy', () => {
  it('passes a real PDF through unchanged', async () => {
    const report = await generate('de')
    expect(report.defaultFileName).toBe('Li Na Chen-de.pdf')
  })

  it('a 422 detail array: invalid_locale on the locale field with the first message', async () => {
    const msg = 'Locale tlh is not supported by this generator'
    rewrite = () => ({
      status: 422,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(
        JSON.stringify({
          detail: [
            { loc: ['body', 'locale'], msg, type: 'value_error', input: 'tlh' },
            { loc: ['body', 'locale'], msg: 'a second problem', type: 'value_error' },
          ],
        }),
      ),
    })
    const failure = await failureOf(generate('tlh'))
    expect(failure).toMatchObject({ code: 'invalid_locale', field: 'locale', params: { message: msg } })
    await nothingKept()
  })

  it('a 422 about the image id is not blamed on the locale', async () => {
    rewrite = () => ({
      status: 422,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(
        JSON.stringify({
          detail: [{ loc: ['path', 'image_id'], msg: 'Input should be a valid UUID', type: 'uuid_parsing' }],
        }),
      ),
    })
    const failure = await failureOf(generate('de'))
    expect(failure).toMatchObject({ code: 'bad_request', field: 'imageId' })
    await nothingKept()
  })

  it('200 with an HTML page: not_a_pdf, nothing written', async () => {
    rewrite = () => ({
      status: 200,
      headers: { 'content-type': 'text/html' },
      body: Buffer.from('<!doctype html><html><body><script>alert(1)</script>Login</body></html>'),
    })
    const failure = await failureOf(generate('de'))
    expect(failure.code).toBe('not_a_pdf')
    await nothingKept()
  })

  it('200 with a PDF cut short: not_a_pdf (the cover page cannot be put in front), nothing written', async () => {
    rewrite = (answer) => ({ ...answer, body: answer.body.subarray(0, Math.floor(answer.body.length / 3)) })
    const failure = await failureOf(generate('de'))
    expect(failure.code).toBe('not_a_pdf')
    await nothingKept()
  })

  it('200 with an empty body: not_a_pdf', async () => {
    rewrite = () => ({ status: 200, headers: { 'content-type': 'application/pdf' }, body: Buffer.alloc(0) })
    expect((await failureOf(generate('de'))).code).toBe('not_a_pdf')
    await nothingKept()
  })
})

/**
 * Main's HTTP client alone in a process, with the fetch the browser host gives it (`fetchForEnvironment`), for the
 * network proxy test (tests/client/network-proxy.test.ts): a process of its own because Node reads
 * NODE_EXTRA_CA_CERTS only when it starts. Run under tsx with the network's variables (HTTPS_PROXY,
 * NODE_EXTRA_CA_CERTS) and SKIN_BASE_URL, SKIN_COMPANY_ID, SKIN_API_KEY, SKIN_DATASET_NAME.
 *
 * It creates a dataset of that name (a POST with a body) and lists the company's datasets, then writes one line to
 * stdout: `RESULT {"ok":true,"datasets":[names]}`, or `RESULT {"ok":false,kind,code,causeCode}` when a call failed
 * (never the key, never the error's whole text).
 */
import { fetchForEnvironment } from '../../src-main/browser-host/networkFetch'
import { createSkinApi } from '../../src-main/api/client'
import { isApiError } from '../../src-main/api/errors'

function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set`)
  return value
}

const api = createSkinApi({
  baseUrl: required('SKIN_BASE_URL'),
  companyId: required('SKIN_COMPANY_ID'),
  apiKey: required('SKIN_API_KEY'),
  fetchImpl: fetchForEnvironment(process.env),
  // one try: the test wants the first failure's cause, not the backoff
  retries: 0,
})

const report = (result: object) => process.stdout.write(`RESULT ${JSON.stringify(result)}\n`)

async function main(): Promise<void> {
  try {
    await api.datasets.create({ name: required('SKIN_DATASET_NAME') })
    const datasets = await api.datasets.all()
    report({ ok: true, datasets: datasets.map((dataset) => dataset.name) })
  } catch (error) {
    report(
      isApiError(error)
        ? { ok: false, kind: error.kind, code: error.code, causeCode: error.causeCode }
        : {
            ok: false,
            kind: 'other',
            code: error instanceof Error ? error.name : 'unknown',
            causeCode: null,
          },
    )
  }
}

void main()

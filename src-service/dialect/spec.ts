import { acneApplication, skinMetricsApplication } from '../applications/catalog'
import type { Dialect } from './dialectTypes'

/** The demo's dialect: the shapes of skin-analysis-api.md and the choices of service-gaps.md, as routes build them. */
export const specDialect: Dialect = {
  name: 'spec',
  analysesUnattached: true,
  originals: 'api',
  imagePolicies: false,
  readsChunkedBodies: true,
  signIn: {
    path: '/api/v1/login/',
    emailUsername: false,
    answer: (user, tokens) => ({ access_token: tokens.access, company_id: user.company_id, id: user.id }),
  },
  privateTokenId: (key) => key.id,
  subjectSearchParams: ['q', 'search'],
  applications: [skinMetricsApplication, acneApplication],
  subjectResults: 'page',
  dataset: (record) => record,
  subject: (record) => record,
  subjectBody: (body) => body,
  batch: (record) => record,
  image: (record) => record,
  application: (record) => record,
  resultJson: (row) => row.result,
}

/**
 * Which dialect the local service speaks in this test run: `SKIN_TEST_DIALECT=documented` (the vitest projects
 * `client-documented` and `e2e-documented`) runs the conformance subset against the real service's documented
 * record shapes; otherwise the spec's (the demo's).
 */
import { findFaceMetricsApplication, type SkinApi } from '../../src-main/api'
import type { DialectName } from '../../src-service/dialect/dialect'

export function testDialect(): DialectName {
  return process.env.SKIN_TEST_DIALECT === 'documented' ? 'documented' : 'spec'
}

/**
 * The documented service analyses only datasets Face Skin Metrics is attached to: a test that makes its own
 * dataset attaches it, as the clinic would have done once.
 */
export async function attachFaceMetricsIfNeeded(api: SkinApi, datasetId: string): Promise<void> {
  if (testDialect() !== 'documented') return
  const face = findFaceMetricsApplication(await api.applications.all())
  if (!face) throw new Error('no Face Skin Metrics application')
  await api.applications.attach(face, { datasetId })
}

import type { Bundle, BundleEntry, Observation } from '@medplum/fhirtypes'
import { describe, expect, it } from 'vitest'
import { partsOf, referenceOfLocation, withResolvedReferences } from './transactionParts'

const entry = (n: number): BundleEntry => ({
  fullUrl: `urn:uuid:${n}`,
  resource: {
    resourceType: 'Observation',
    status: 'final',
    code: { text: String(n) },
    subject: { reference: 'urn:uuid:0' },
    derivedFrom: [{ reference: `urn:uuid:${n - 1}` }],
  },
})
const bundle = (n: number): Bundle => ({
  resourceType: 'Bundle',
  type: 'transaction',
  entry: Array.from({ length: n }, (_, i) => entry(i)),
})

describe('a transaction in parts', () => {
  it('keeps the order, at most `size` entries a part', () => {
    expect(partsOf(bundle(17), 8).map((part) => part.length)).toEqual([8, 8, 1])
    expect(partsOf(bundle(17), 8).flat()).toEqual(bundle(17).entry)
    expect(partsOf(bundle(17), Infinity)).toHaveLength(1)
  })

  it('refers to what an earlier part created by where the server put it', () => {
    const [part] = partsOf(bundle(10), 8).slice(1)
    const resolved = new Map([
      ['urn:uuid:0', 'Patient/p1'],
      ['urn:uuid:7', 'Observation/o7'],
    ])
    const [first, second] = withResolvedReferences(part ?? [], resolved).map((e) => e.resource as Observation)
    expect(first?.subject?.reference).toBe('Patient/p1')
    expect(first?.derivedFrom?.[0]?.reference).toBe('Observation/o7')
    expect(second?.derivedFrom?.[0]?.reference).toBe('urn:uuid:8')
  })

  it('reads a location in the forms servers give it', () => {
    expect(referenceOfLocation('Patient/abc')).toBe('Patient/abc')
    expect(referenceOfLocation('Observation/1-2/_history/3')).toBe('Observation/1-2')
    expect(referenceOfLocation('https://ehr.example/fhir/R4/Media/x.1/_history/1')).toBe('Media/x.1')
    expect(referenceOfLocation('')).toBeNull()
  })
})

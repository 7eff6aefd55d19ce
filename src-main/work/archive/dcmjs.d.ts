/** The part of dcmjs (which ships no types) the archive uses: a naturalized dataset in, a Part 10 file out. */
declare module 'dcmjs' {
  /** Tag → `{ vr, Value }`, as DICOM JSON. */
  type DenaturalizedDataset = Record<string, { vr: string; Value?: unknown[] }>

  interface DicomDict {
    dict: DenaturalizedDataset
    write(options?: { fragmentMultiframe?: boolean; allowInvalidVRLength?: boolean }): ArrayBuffer
  }

  const dcmjs: {
    data: {
      DicomDict: new (meta: DenaturalizedDataset) => DicomDict
      DicomMetaDictionary: {
        denaturalizeDataset(dataset: Record<string, unknown>): DenaturalizedDataset
        naturalizeDataset(dataset: DenaturalizedDataset): Record<string, unknown>
      }
      DicomMessage: {
        readFile(buffer: ArrayBuffer): { meta: DenaturalizedDataset; dict: DenaturalizedDataset }
      }
    }
  }
  export default dcmjs
}

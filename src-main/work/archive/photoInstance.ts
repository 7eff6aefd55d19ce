/**
 * A photo as a DICOM VL Photographic Image (issue 44; SOP class 1.2.840.10008.5.1.4.1.1.77.1.4, modality XC). The
 * camera's JPEG goes in as it is, encapsulated under JPEG Baseline (1.2.840.10008.1.2.4.50), never decoded: a
 * baseline JPEG from a camera holds YCbCr, so its Photometric Interpretation is YBR_FULL_422, never RGB, which
 * would make a viewer skip the colour conversion (PS3.5 8.2.1). The VL Image module allows no YBR_FULL (PS3.3
 * C.8.12.1.1.1; dciodvfy refuses it), so a 4:4:4 JPEG is YBR_FULL_422 too: decoders take the sampling from the JPEG
 * itself. Pure: the JPEG's facts (size) come from the caller (jpegFacts.ts).
 */
import { dicomDateTime, visitAttributes, writePart10, type ArchiveVisit } from './dicomFile'
import { instanceUid, seriesUid } from './uids'

export const vlPhotographicImage = '1.2.840.10008.5.1.4.1.1.77.1.4'
export const jpegBaseline = '1.2.840.10008.1.2.4.50'

/** What the builder must know of a baseline JPEG (read by jpegFacts.ts). */
export interface JpegFacts {
  width: number
  height: number
  /** '4:4:4' when no chroma is subsampled. */
  chromaSubsampling: string
}

export type PhotoView = 'front' | 'left' | 'right'

/** One photo of the visit. */
export interface ArchivePhoto {
  /** The service's image id. */
  imageId: string
  /** The capture the photo belongs to: one Series per capture. */
  captureId: string
  /** The Series Number of its capture, and the Instance Number within it (from 1). */
  seriesNumber: number
  instanceNumber: number
  view: PhotoView | null
  /** ISO 8601: when it was taken. */
  takenAt: string
  jpeg: Buffer
  facts: JpegFacts
}

/** SNOMED CT 89545001, face structure: the anatomic region of every photo. */
const faceStructure = { CodeValue: '89545001', CodingSchemeDesignator: 'SCT', CodeMeaning: 'Face structure' }

/** The side of the face a side view shows; none for the front. */
const lateralityOf = (view: PhotoView | null) => (view === 'left' ? 'L' : view === 'right' ? 'R' : '')

/** The attributes of the photo's pixels: 3 samples of 8 bits, interleaved, YCbCr as the JPEG holds them. */
function pixelAttributes(photo: ArchivePhoto): Record<string, unknown> {
  return {
    SamplesPerPixel: 3,
    PhotometricInterpretation: 'YBR_FULL_422',
    PlanarConfiguration: 0,
    Rows: photo.facts.height,
    Columns: photo.facts.width,
    BitsAllocated: 8,
    BitsStored: 8,
    HighBit: 7,
    PixelRepresentation: 0,
    LossyImageCompression: '01',
    LossyImageCompressionMethod: 'ISO_10918_1',
  }
}

/** The photo as a Part 10 file, ready for STOW-RS. */
export function photoInstance(visit: ArchiveVisit, photo: ArchivePhoto): Buffer {
  const taken = dicomDateTime(photo.takenAt)
  const dataset = {
    ...visitAttributes(visit),
    SOPClassUID: vlPhotographicImage,
    SOPInstanceUID: instanceUid(visit.key, photo.imageId),
    Modality: 'XC',
    SeriesInstanceUID: seriesUid(visit.key, photo.captureId),
    SeriesNumber: photo.seriesNumber,
    SeriesDescription: photo.view ? `Face, ${photo.view}` : 'Face',
    InstanceNumber: photo.instanceNumber,
    ImageType: ['ORIGINAL', 'PRIMARY'],
    ImageLaterality: lateralityOf(photo.view),
    PatientOrientation: '',
    ContentDate: taken.date,
    ContentTime: taken.time,
    AcquisitionDateTime: `${taken.date}${taken.time}`,
    AnatomicRegionSequence: [faceStructure],
    AcquisitionContextSequence: [],
    BurnedInAnnotation: 'NO',
    ...pixelAttributes(photo),
  }
  return writePart10(dataset, jpegBaseline, [photo.jpeg])
}

export { applicationRecord, attachmentRecord, type Application, type Attachment } from './application'
export { loginRecord, privateTokenRecord, type Login, type PrivateToken } from './auth'
export { batchRecord, type Batch } from './batch'
export { datasetRecord, type Dataset } from './dataset'
export {
  dictionaryItem,
  idText,
  intLike,
  numberLike,
  optional,
  timestampText,
  type DictionaryItem,
} from './fields'
export { imageRecord, type Image } from './image'
export { rawList, rawPage, readItems, type DroppedRecord, type RawPage } from './lists'
export { readResultRecord, readResultRecords } from './resultRecord'
export { smoothedMetricRecord, type SmoothedMetric } from './smoothed'
export { biologicalSexItem, subjectRecord, type BiologicalSex, type Subject } from './subject'

/** The GDT field ids and record types the codec reads and writes (docs/GDT.md, "Fields"). */
export const FIELD = {
  recordType: '8000',
  recordLength: '8100',
  receiver: '8315',
  sender: '8316',
  charset: '9206',
  version: '9218',
  /** GDT 3.5's "version of the record description" (0001), read only when 9218 is missing. */
  descriptionVersion: '0001',
  patientNumber: '3000',
  lastName: '3101',
  firstName: '3102',
  birthDate: '3103',
  sex: '3110',
  date: '6200',
  time: '6201',
  findings: '6220',
  fileNumber: '6302',
  fileFormat: '6303',
  fileDescription: '6304',
  fileReference: '6305',
  testIdent: '8410',
  testName: '8411',
  testValue: '8420',
  testUnit: '8421',
} as const

export const RECORD = {
  masterData: '6301',
  examination: '6302',
  result: '6310',
  showData: '6311',
} as const

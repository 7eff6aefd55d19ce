/**
 * A fixed data key for tests that build the stores by hand (the app itself makes a random key per account and
 * keeps it in the keychain). Fixed so a worker in a child process opens what the test process sealed.
 */
import { createFileSeal } from '../../src-main/store/files/sealedFiles'

export const TEST_DATA_KEY = Buffer.alloc(32, 7)
export const testSeal = createFileSeal(TEST_DATA_KEY)

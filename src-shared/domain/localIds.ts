/**
 * A subject created while its create waits in the outbox has a local id until the service gives it one: a prefix
 * no service id has (the service's ids are UUIDs), so every part of the app can tell it apart.
 */
export const LOCAL_SUBJECT_PREFIX = 'local_'

export const isLocalSubjectId = (id: string): boolean => id.startsWith(LOCAL_SUBJECT_PREFIX)

/** What the workstation knows about its connection. Never holds the API key: main keeps it. */
import { create } from 'zustand'
import type { AppInfo, AuthStatus } from '../../src-shared/contract'

type Session = {
  info: AppInfo | null
  status: AuthStatus | null
  /** Why the first status could not be read, if it could not; shown on the connect screen. */
  startError: unknown
  replaceKeyOpen: boolean
  setInfo: (info: AppInfo) => void
  setStatus: (status: AuthStatus) => void
  setStartError: (error: unknown) => void
  openReplaceKey: () => void
  closeReplaceKey: () => void
}

export const useSession = create<Session>()((set) => ({
  info: null,
  status: null,
  startError: null,
  replaceKeyOpen: false,
  setInfo: (info) => set({ info }),
  setStatus: (status) => set({ status, startError: null }),
  setStartError: (startError) => set({ startError }),
  openReplaceKey: () => set({ replaceKeyOpen: true }),
  closeReplaceKey: () => set({ replaceKeyOpen: false }),
}))

export const disconnectedStatus: AuthStatus = {
  connected: false,
  mode: null,
  baseUrl: null,
  companyId: null,
  companyName: null,
  keyExpiresAt: null,
  keyAccepted: true,
  online: true,
  lastOnlineAt: null,
}

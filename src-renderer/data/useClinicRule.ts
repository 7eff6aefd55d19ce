/**
 * Whether one of the clinic's rules allows an action (what may leave the app): the screens leave out what main
 * would refuse (policy_forbids). Until the preferences are read the action is offered; main decides.
 */
import { useChannel } from './useChannel'

export function useClinicRule(rule: 'reportsSaveOutside' | 'subjectsDeleteAtService'): boolean {
  return useChannel('preferences.get', {}).data?.[rule] !== false
}

/** Calls a channel by its name (`domain.verb`) through the bridge; resolves to its value or throws SkinError. */
import type { ChannelArgs, ChannelName, ChannelResult } from '../../src-shared/contract'
import { domainAndVerb } from '../../src-shared/bridge'
import { skin } from '../bridge/skin'

type Call = (args?: unknown) => Promise<unknown>

export function callChannel<C extends ChannelName>(
  channel: C,
  args?: ChannelArgs<C>,
): Promise<ChannelResult<C>> {
  const [domain, verb] = domainAndVerb(channel)
  const call = (skin as unknown as Record<string, Record<string, Call>>)[domain]?.[verb]
  if (!call) return Promise.reject(new Error(`No bridge method ${channel}`))
  return call(args) as Promise<ChannelResult<C>>
}

import type { CallName, CallOutput, ParsedInput } from '../../src-shared/contract';
import type { ServiceContext } from './context';
import { createCampaign, deleteCampaign, getCampaign, listCampaigns, updateCampaign } from './campaigns';

type Handlers = { [N in CallName]: (ctx: ServiceContext, input: ParsedInput<N>) => CallOutput<N> };

/** Which service function answers each contract call. */
export const handlers: Handlers = {
  'app.info': (ctx) => ({
    version: ctx.appVersion,
    host: ctx.host,
    dataFile: ctx.store.file,
    schemaVersion: ctx.store.sqlite.pragma('user_version', { simple: true }) as number,
  }),
  'campaigns.list': (ctx) => listCampaigns(ctx),
  'campaigns.get': (ctx, input) => getCampaign(ctx, input.id),
  'campaigns.create': (ctx, input) => createCampaign(ctx, input),
  'campaigns.update': (ctx, input) => updateCampaign(ctx, input),
  'campaigns.delete': (ctx, input) => deleteCampaign(ctx, input.id),
};

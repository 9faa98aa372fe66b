import type { EXCHANGE_CALL_NAMES } from '../../src-shared/contract/exchange.names';
import type { HandlersFor } from './handler-types';
import type { ServiceContext } from './context';
import type { CheckedFile } from './exchange/validate-file';
import { exportCampaignFile } from './exchange/export-file';
import { campaignExists, checkCampaign, importCheckedFile } from './exchange/import-file';
import { sameNamedCampaign } from './exchange/campaign-names';
import { indexChroniclesInBackground } from './chronicle/battle-chronicle';
import { checkedUpload, discardUpload, receiveChunk, rememberChecked, uploadSource } from './exchange/uploads';

/** Checks a complete upload; a file that fails is let go at once (it cannot be imported, and pending uploads are capped). */
function checkUploaded(ctx: ServiceContext, uploadId: string): CheckedFile {
  // An incomplete upload is refused and kept, so its missing pieces can still come.
  const source = uploadSource(uploadId);
  try {
    return checkCampaign(ctx, source);
  } catch (error) {
    discardUpload(uploadId);
    throw error;
  }
}

export const exchangeHandlers: HandlersFor<(typeof EXCHANGE_CALL_NAMES)[number]> = {
  'exchange.export': (ctx, input) => exportCampaignFile(ctx, input.campaignId),
  'exchange.upload': (ctx, input) => receiveChunk(input, ctx.now()),
  'exchange.check': (ctx, input) => {
    const checked = checkedUpload(input.uploadId) ?? checkUploaded(ctx, input.uploadId);
    rememberChecked(input.uploadId, checked);
    const { file } = checked;
    return { campaignId: file.campaign.id, campaignName: file.campaign.name, formatVersion: file.formatVersion, exportedAt: String(file.exportedAt), exists: campaignExists(ctx, file.campaign.id), sameName: sameNamedCampaign(ctx.store.sqlite, file.campaign), counts: { ...checked.counts } };
  },
  'exchange.import': (ctx, input) => {
    const checked = checkedUpload(input.uploadId) ?? checkUploaded(ctx, input.uploadId);
    // The pieces are read again, a batch of rows at a time, inside the import's one transaction.
    const result = importCheckedFile(ctx, uploadSource(input.uploadId), checked, input.mode, input.name);
    discardUpload(input.uploadId);
    // Its battles are narrated for search between later requests, not in this one.
    indexChroniclesInBackground(ctx, result.campaignId);
    return result;
  },
  'exchange.discard': (_ctx, input) => {
    discardUpload(input.uploadId);
    return { uploadId: input.uploadId };
  },
};

import type { EXCHANGE_CALL_NAMES } from '../../src-shared/contract/exchange.names';
import type { HandlersFor } from './handler-types';
import { exportCampaignFile } from './exchange/export-file';
import { campaignExists, checkCampaignText, importCheckedFile } from './exchange/import-file';
import { checkedUpload, discardUpload, receiveChunk, rememberChecked, uploadedText } from './exchange/uploads';

export const exchangeHandlers: HandlersFor<(typeof EXCHANGE_CALL_NAMES)[number]> = {
  'exchange.export': (ctx, input) => exportCampaignFile(ctx, input.campaignId),
  'exchange.upload': (ctx, input) => receiveChunk(input, ctx.now()),
  'exchange.check': (ctx, input) => {
    const checked = checkedUpload(input.uploadId) ?? checkCampaignText(ctx, uploadedText(input.uploadId));
    rememberChecked(input.uploadId, checked);
    const { file } = checked;
    return { campaignId: file.campaign.id, campaignName: file.campaign.name, formatVersion: file.formatVersion, exportedAt: String(file.exportedAt), exists: campaignExists(ctx, file.campaign.id), counts: { ...checked.counts } };
  },
  'exchange.import': (ctx, input) => {
    const checked = checkedUpload(input.uploadId) ?? checkCampaignText(ctx, uploadedText(input.uploadId));
    const result = importCheckedFile(ctx, checked, input.mode);
    discardUpload(input.uploadId);
    return result;
  },
  'exchange.discard': (_ctx, input) => {
    discardUpload(input.uploadId);
    return { uploadId: input.uploadId };
  },
};

import type { CHRONICLE_CALL_NAMES } from '../../src-shared/contract/chronicle.names';
import type { HandlersFor } from './handler-types';
import { addNote, deleteNote, getBattleChronicle, setBattleWorldDate, setLineHidden, updateNote } from './chronicle/battle-chronicle';
import { campaignDashboard } from './chronicle/dashboard';
import { createDiaryEntry, deleteDiaryEntry, getDiaryEntry, updateDiaryEntry } from './chronicle/diary';
import { exportChronicle } from './chronicle/exports';
import { campaignLuck } from './chronicle/luck-ledger';
import { serviceRecords } from './chronicle/records';
import { searchChronicle } from './chronicle/search';
import { timelinePage } from './chronicle/timeline';

export const chronicleHandlers: HandlersFor<(typeof CHRONICLE_CALL_NAMES)[number]> = {
  'chronicle.battle.get': (ctx, input) => getBattleChronicle(ctx, input.battleId),
  'chronicle.battle.setLineHidden': (ctx, input) => setLineHidden(ctx, input),
  'chronicle.battle.setWorldDate': (ctx, input) => setBattleWorldDate(ctx, input),
  'chronicle.note.add': (ctx, input) => addNote(ctx, input),
  'chronicle.note.update': (ctx, input) => updateNote(ctx, input),
  'chronicle.note.delete': (ctx, input) => deleteNote(ctx, input.id),
  'chronicle.diary.get': (ctx, input) => getDiaryEntry(ctx, input.id),
  'chronicle.diary.create': (ctx, input) => createDiaryEntry(ctx, input),
  'chronicle.diary.update': (ctx, input) => updateDiaryEntry(ctx, input),
  'chronicle.diary.delete': (ctx, input) => deleteDiaryEntry(ctx, input.id),
  'chronicle.timeline': (ctx, input) => timelinePage(ctx, input),
  'chronicle.dashboard': (ctx, input) => campaignDashboard(ctx, input.campaignId),
  'chronicle.records': (ctx, input) => serviceRecords(ctx, input.campaignId),
  'chronicle.search': (ctx, input) => searchChronicle(ctx, input),
  'chronicle.luck': (ctx, input) => campaignLuck(ctx, input.campaignId),
  'chronicle.export': (ctx, input) => exportChronicle(ctx, input),
};

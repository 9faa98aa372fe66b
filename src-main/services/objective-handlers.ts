import type { OBJECTIVE_CALL_NAMES } from '../../src-shared/contract/objectives.names';
import type { HandlersFor } from './handler-types';
import {
  achieveObjective,
  cardTexts,
  createSession,
  deleteSession,
  drawObjective,
  getSession,
  listSessions,
  redrawObjective,
  revealObjective,
  saveReport,
  setPin,
  updateCardText,
  viewOwnDraws,
} from './objectives';
import { withdrawReveal } from './objective-reveal-withdraw';
import { forgetPin } from './objective-forget-pin';

export const objectiveHandlers: HandlersFor<(typeof OBJECTIVE_CALL_NAMES)[number]> = {
  'objectives.listSessions': (ctx, input) => listSessions(ctx, input.campaignId),
  'objectives.getSession': (ctx, input) => getSession(ctx, input.id),
  'objectives.createSession': (ctx, input) => createSession(ctx, input),
  'objectives.deleteSession': (ctx, input) => deleteSession(ctx, input.id),
  'objectives.ownDraws': (ctx, input) => viewOwnDraws(ctx, input),
  'objectives.setPin': (ctx, input) => setPin(ctx, input),
  'objectives.forgetPin': (ctx, input) => forgetPin(ctx, input),
  'objectives.draw': (ctx, input) => drawObjective(ctx, input),
  'objectives.redraw': (ctx, input) => redrawObjective(ctx, input),
  'objectives.reveal': (ctx, input) => revealObjective(ctx, input),
  'objectives.withdrawReveal': (ctx, input) => withdrawReveal(ctx, input),
  'objectives.achieve': (ctx, input) => achieveObjective(ctx, input),
  'objectives.saveReport': (ctx, input) => saveReport(ctx, input),
  'objectives.cardTexts': (ctx, input) => cardTexts(ctx, input.campaignId),
  'objectives.setCardText': (ctx, input) => updateCardText(ctx, input),
};

export const OBJECTIVE_CALL_NAMES = [
  'objectives.listSessions',
  'objectives.getSession',
  'objectives.createSession',
  'objectives.deleteSession',
  'objectives.ownDraws',
  'objectives.draw',
  'objectives.redraw',
  'objectives.reveal',
  'objectives.achieve',
  'objectives.saveReport',
  'objectives.cardTexts',
  'objectives.setCardText',
] as const;

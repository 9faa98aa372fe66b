export const ARMY_CALL_NAMES = [
  'armies.list',
  'armies.get',
  'armies.create',
  'armies.randomise',
  'armies.update',
  'armies.delete',
  'armies.export',
  'armies.import',
] as const;

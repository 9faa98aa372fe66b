export const FORCE_CALL_NAMES = ['forces.list', 'forces.get', 'forces.create', 'forces.update', 'forces.delete'] as const;

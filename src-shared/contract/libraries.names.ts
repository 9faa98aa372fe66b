export const LIBRARY_CALL_NAMES = ['libraries.list', 'libraries.save'] as const;

export const APP_CALL_NAMES = ['app.info', 'app.savePdf'] as const;

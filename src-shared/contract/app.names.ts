export const APP_CALL_NAMES = ['app.info'] as const;

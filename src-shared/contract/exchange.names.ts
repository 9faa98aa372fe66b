export const EXCHANGE_CALL_NAMES = ['exchange.export', 'exchange.upload', 'exchange.check', 'exchange.import', 'exchange.discard'] as const;

export * from './distribution';
export * from './attack-odds';
export * from './order-test-odds';
export * from './morale-odds';
export * from './ranged-odds';
export * from './melee-odds';
export * from './monte-carlo';
export * from './from-state';

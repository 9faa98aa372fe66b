import { describe, expect, it } from 'vitest';
import { newestAnswer } from './newest-answer';

describe('newestAnswer', () => {
  it('takes answers in any order but never one older than an answer already taken', () => {
    const order = newestAnswer();
    const [first, second, third] = [order.start(), order.start(), order.start()];
    expect(order.take(second)).toBe(true);
    expect(order.take(first)).toBe(false);
    expect(order.take(third)).toBe(true);
    expect(order.take(third)).toBe(false);
  });
});

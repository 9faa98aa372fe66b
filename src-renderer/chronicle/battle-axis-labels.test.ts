import { describe, expect, it } from 'vitest';
import { battleAxisLabels } from './battle-axis-labels';

describe('battle names on a chart axis', () => {
  it('numbers them in order and cuts a long one short', () => {
    expect(battleAxisLabels(['Bridge', 'The Second Battle of Greyford Ford'])).toEqual(['1. Bridge', '2. The Second Battle of…']);
  });
});

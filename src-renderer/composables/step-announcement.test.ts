import { describe, expect, it } from 'vitest';
import { nextTick, reactive } from 'vue';
import { stepAnnouncement, useStepAnnouncement, type StepLog } from './step-announcement';

const log = (count: number, last: string | null, battleId = 'b1'): StepLog => ({ battleId, count, last });

describe('telling a player who cannot see the screen what the last step did', () => {
  it('says the step just recorded, and the step just taken back', () => {
    expect(stepAnnouncement(log(3, 'Order Test for the Archers: passed'), log(4, 'The Archers moved 6″'))).toBe('Recorded: The Archers moved 6″');
    expect(stepAnnouncement(log(4, 'The Archers moved 6″'), log(3, 'Order Test for the Archers: passed'))).toBe('Taken back: The Archers moved 6″');
  });

  it('says nothing when the page first shows a battle, another battle opens, or the log did not change', () => {
    expect(stepAnnouncement(undefined, log(4, 'The Archers moved 6″'))).toBe('');
    expect(stepAnnouncement(log(4, 'The Archers moved 6″'), log(9, 'Turn 2 ended', 'b2'))).toBe('');
    expect(stepAnnouncement(log(4, 'The Archers moved 6″'), log(4, 'The Archers moved 6″'))).toBe('');
  });

  it('keeps the last words until the next step, so a re-render does not repeat or clear them', async () => {
    const state = reactive({ count: 1, last: 'Deployment done' as string | null });
    const said = useStepAnnouncement(() => log(state.count, state.last));
    state.count = 2;
    state.last = 'Blue chip drawn';
    await nextTick();
    expect(said.value).toBe('Recorded: Blue chip drawn');
    state.last = 'Blue chip drawn';
    await nextTick();
    expect(said.value).toBe('Recorded: Blue chip drawn');
    state.count = 1;
    state.last = 'Deployment done';
    await nextTick();
    expect(said.value).toBe('Taken back: Blue chip drawn');
  });
});

import { mount, type VueWrapper } from '@vue/test-utils';
import { SYSTEM_1999, type State1999 } from '../../src-shared/rules/1999';
import { libraries, type Battle } from '../../src-shared/rules/1999/testing/fixtures';
import BattlePanel from '../systems/1999/battle/BattlePanel.vue';

/**
 * The 1999 battle panel mounted on a battle the real engine has played so far. Every step the
 * panel emits is judged by SYSTEM_1999 and the new state fed back, as the battle shell does; a
 * step the engine refuses fails the test.
 */
export function mountPanel1999(battle: Battle): VueWrapper {
  const wrapper: VueWrapper = mount(BattlePanel, {
    props: {
      setup: battle.setup,
      state: battle.state,
      rulings: {},
      libraries: libraries(),
      busy: false,
      onStep: (input: unknown) => {
        const result = SYSTEM_1999.battle.apply((wrapper.props() as { state: unknown }).state as State1999, SYSTEM_1999.battle.eventSchema.parse(input), {});
        if (!result.ok) throw new Error(result.reason);
        return wrapper.setProps({ state: result.state });
      },
    },
  });
  return wrapper;
}

import { narrateBattle } from '../src-shared/chronicle';
import { replay } from '../src-shared/rules/orders-omens/battle/reducer';
import { generateBattle, largeSetup } from '../src-shared/rules/orders-omens/battle/testing/generate';
const setup = largeSetup();
const events = generateBattle(setup, 200, 101).events.slice(0, 200);
const best = { narrate: Infinity, replay: Infinity };
for (let r = 0; r < 400; r++) {
  let t = performance.now(); narrateBattle({ battleId: `b${r}`, name: 'x', setup, events, rulings: {}, thirds: {} }); best.narrate = Math.min(best.narrate, performance.now() - t);
  t = performance.now(); replay(setup, events); best.replay = Math.min(best.replay, performance.now() - t);
}
console.log(best);

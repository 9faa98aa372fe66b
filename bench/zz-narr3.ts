import { generateBattle, largeSetup } from '../src-shared/rules/orders-omens/battle/testing/generate';
import { narrateBattle } from '../src-shared/rules/orders-omens/narrator/narrate-battle';
const setup = largeSetup();
const setupJson = JSON.stringify(setup);
const logs: string[] = [];
for (let seed = 100; logs.length < 20; seed++) {
  const events = generateBattle(setup, 200, seed).events.slice(0, 200);
  if (events.length === 200) logs.push(JSON.stringify(events));
}
const R = Number(process.env.R ?? 100);
const s = performance.now();
for (let r = 0; r < R; r++) logs.forEach((e, b) => narrateBattle({ battleId: `battle-${b}`, name: `B ${b}`, setup: JSON.parse(setupJson), events: JSON.parse(e), rulings: {}, thirds: {} }));
console.log(((performance.now() - s) / R / 20).toFixed(3));

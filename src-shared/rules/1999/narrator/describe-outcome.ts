import { ACTION_LABELS } from '../battle/actions';
import type { Outcome1999 } from '../battle/outcomes';
import { ENDINGS_1999, type Ending1999 } from '../battle/victory';
import { instabilityRow } from '../mechanics/instability';
import { listOf, plural, type Names } from './names';

const ending = (code: string) => ENDINGS_1999[code as Ending1999] ?? 'as the players agreed';

/** One outcome in 1999's own words, for the battle log. Exhaustive: a new code fails to compile here. */
export function describeOutcome(o: Outcome1999, names: Names): string {
  switch (o.code) {
    case 'deployment-order':
      return `${names.player(o.order[0]!)} won the roll to deploy first (${listOf(o.order.map((s) => `${names.player(s)} ${o.totals[s] ?? '–'}`))}${o.rerolls ? `, after ${plural(o.rerolls, 're-roll')}` : ''}).`;
    case 'markers-assigned':
      return `${names.player(o.winner)} won the roll and chose a deployment marker first.`;
    case 'reinforcements-declared':
      return `${names.player(o.side)} declared ${plural(o.unitIds.length, 'Reinforcement Unit')} (${o.points} Army Points).`;
    case 'card-deployed':
      return `${names.ownedUnit(o.unitId)} took up its position.`;
    case 'guerilla-tactics':
      return `${names.ownedUnit(o.unitId)} rolled ${o.face} for Guerilla Tactics${o.mayRedeploy ? (o.redeployed ? ' and moved its position' : ' and kept its position') : ': no change'}.`;
    case 'forces-revealed': {
      const held = Object.entries(o.reinforcementPoints).filter(([, p]) => p > 0);
      return `Cards turned face up and models placed.${held.length ? ` Reinforcements waiting: ${listOf(held.map(([s, p]) => `${names.player(s)} ${p} Army Points`))}.` : ''}`;
    }
    case 'reinforcement-substituted':
      return `${names.ownedUnit(o.unitId)} was made up anew before entering: ${o.points} Army Points in place of ${o.before}.`;
    case 'turn-started':
      return `Turn ${o.turn} began.`;
    case 'order-of-play':
      return `Order of play: ${o.order.map(names.player).join(', then ')}${o.havoc.length ? ` (${listOf(o.havoc.map(names.player))} last after Havoc)` : ''}.`;
    case 'phase-started':
      return `Activation Phase ${o.phase}.`;
    case 'nomination-passed':
      return `${names.player(o.side)} had no face-up Unit for Phase ${o.phase} and passed.`;
    case 'unit-nominated':
      return `${names.ownedUnit(o.unitId)} acted in Phase ${o.phase}.`;
    case 'reinforcement-entered':
      return `${names.ownedUnit(o.unitId)} arrived as reinforcements in Turn ${o.turn}.`;
    case 'reinforcements-held':
      return `${names.player(o.side)} held ${listOf(o.unitIds.map(names.unit))} back this Turn.`;
    case 'confusion-cleared':
      return `${names.ownedUnit(o.unitId)} shook off its Confusion.`;
    case 'instability-passed':
      return `${names.card(o.cardId)} held its altered genes in check (${o.face}${o.automatic ? ', an Automatic Success' : ''} against Instability ${o.instability}).`;
    case 'instability-failed':
      return `${names.card(o.cardId)} suffered a genetic backfire: ${instabilityRow(o.table).name} (${o.table} on the Instability table).`;
    case 'action-declared': {
      const kinds = [...new Set(Object.values(o.actions))];
      return `${names.ownedUnit(o.unitId)} declared ${listOf(kinds.map((k) => ACTION_LABELS[k]))}.`;
    }
    case 'model-moved':
      return `${names.card(o.cardId)} moved ${o.distanceCm} cm (of ${o.allowanceCm} cm).`;
    case 'disengaged':
    {
      const score = `${o.mover} against ${o.enemy}${o.others ? `; −${o.others} for ${plural(o.others, 'more enemy', 'more enemies')} in contact` : ''}`;
      return o.won
        ? `${names.model(o.at)} broke away from ${names.model(o.against)} and went on with the Action (${score}).`
        : `${names.model(o.against)} held ${names.model(o.at)} in contact, ending its Action (${score}).`;
    }
    case 'out-of-range':
      return `${names.model(o.target)} was beyond the ${o.maxCm} cm reach of ${names.model(o.shooter)}’s ${o.weapon}.`;
    case 'to-hit':
      return `${names.model(o.shooter)} fired ${o.weapon} at ${names.model(o.target)}: ${o.total} against ${o.needed}, ${o.hit ? 'a hit' : 'a miss'}.`;
    case 'assault-roll':
    {
      const alongside = o.alongside.length > 0 ? ` (+${o.alongside.length} for ${listOf(o.alongside.map((m) => names.model(m)))} also in contact)` : '';
      return `${names.model(o.attacker)} struck at ${names.model(o.target)}${o.weapon ? ` with ${o.weapon}` : ' unarmed'}: ${o.attackerTotal}${alongside} against ${o.targetTotal}, ${o.hit ? 'a hit' : 'a miss'}.`;
    }
    case 'force-dice':
      return `${names.model(o.attacker)} put force behind it (${o.faces.join(', ')} against STR ${o.str}: +${o.woundingBonus} Wounding, −${o.penetrationPenalty} to penetrate).`;
    case 'deviation':
      return o.onTarget ? `${names.model(o.shooter)}’s ${o.weapon} landed on the Guessed range.` : `${names.model(o.shooter)}’s ${o.weapon} strayed ${o.cm} cm towards ${o.oClock} o’clock.`;
    case 'armour':
      return `${o.penetrated ? 'The blow went through' : 'The blow glanced off'} ${names.model(o.target)}’s ${o.terrain ? `cover (${o.terrain})` : 'armour'} (${o.total} against Armour ${o.armour}).`;
    case 'avoid-wound':
      return `${names.model(o.target)} ${o.withstood ? 'withstood the wound' : 'failed to avoid the wound'} (${o.total} against Wounding ${o.wounding}).`;
    case 'wounded':
      return `${names.model(o.target)} was wounded (${plural(o.woundsLeft, 'Wound')} left).`;
    case 'casualty':
      return `${names.model(o.target)} was made a Casualty${o.by ? ` by ${names.player(o.by)}` : ''} (${o.points} Army Points).`;
    case 'unit-casualty':
      return `${names.ownedUnit(o.unitId)} was wiped out: ${o.points} Army Points lost.`;
    case 'confusion-roll':
      return o.confused ? `${names.ownedUnit(o.unitId)} fell into Confusion (MEN ${o.total}; Confusion ${o.degree}).` : `${names.ownedUnit(o.unitId)} kept its nerve (MEN ${o.total}).`;
    case 'confusion-immune':
      return `${names.ownedUnit(o.unitId)} felt nothing: Unhuman.`;
    case 'special-action':
      return `${names.card(o.cardId)} ${o.success ? 'performed' : 'failed'} ${o.ability}${o.total === null ? '' : ` (${o.total} against ${o.needed})`}.`;
    case 'activation-ended':
      return `${names.ownedUnit(o.unitId)} finished its Action${o.faceUp.length ? `; ${listOf(o.faceUp.map(names.card))} will act again later this Turn` : ''}.`;
    case 'chain-of-command':
      return o.broken ? `${names.ownedUnit(o.unitId)} lost its Chain of Command.` : `${names.ownedUnit(o.unitId)} closed ranks again.`;
    case 'effect-applied': {
      const what = { wound: 'suffered a Wound', casualty: 'lost a model', confusion: 'was thrown into Confusion', calm: 'calmed down' }[o.effect];
      return `${names.ownedUnit(o.unitId)} ${what} by a card’s effect.`;
    }
    case 'turn-ended':
      return `Turn ${o.turn} ended.`;
    case 'territory-judged':
      return o.closest.length === 0 ? `At the end of Turn ${o.turn} nobody stood near the centre.` : `At the end of Turn ${o.turn} ${listOf(o.closest.map(names.player))} stood closest to the centre (${o.distanceCm} cm).`;
    case 'who-is-right':
      return `${names.player(o.winner)} won the Opposed roll and decides${o.rerolls ? ` after ${plural(o.rerolls, 're-roll')}` : ''}.`;
    case 'tie-for-victory':
      return `${listOf(o.sides.map(names.player))} were tied; an Opposed roll decides.`;
    case 'surrendered':
      return `${names.player(o.side)} surrendered.`;
    case 'bounty-lost':
      return `${names.player(o.side)}’s Bounty Unit, ${names.unit(o.unitId)}, fell.`;
    case 'battle-won':
      return `${names.player(o.winner)} won ${o.turn > 0 ? `in Turn ${o.turn}` : 'before the first Turn'}, ${ending(o.endedBy)}.`;
    case 'battle-drawn': {
      const when = o.turn > 0 ? `in Turn ${o.turn}` : 'before the first Turn';
      return o.sides.length ? `The battle was drawn between ${listOf(o.sides.map(names.player))} ${when}.` : `The battle ended ${when} with no victor.`;
    }
  }
}

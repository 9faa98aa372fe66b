import { ACTION_LABELS } from '../battle/actions';
import type { Outcome1999 } from '../battle/outcomes';
import { ENDINGS_1999, type Ending1999 } from '../battle/victory';
import { instabilityRow } from '../mechanics/instability';
import { listOf, plural, type Names } from './names';
import { verbsIn, type Tense } from './tense';

/** How a battle ends, told before the step is recorded, where the log's words would be in the past. */
const ENDINGS_AHEAD: Partial<Record<Ending1999, string>> = {
  surrender: 'once every other player has surrendered',
  'turn-limit': 'with the most Army Points left on the Battlefield as the agreed Turns run out',
};

const ending = (code: string, tense: Tense) => (tense === 'future' ? ENDINGS_AHEAD[code as Ending1999] : undefined) ?? ENDINGS_1999[code as Ending1999] ?? 'as the players agreed';

const EFFECTS: Readonly<Record<'wound' | 'casualty' | 'confusion' | 'calm', readonly [past: string, base: string]>> = {
  wound: ['suffered a Wound', 'suffer a Wound'],
  casualty: ['lost a model', 'lose a model'],
  confusion: ['was thrown into Confusion', 'be thrown into Confusion'],
  calm: ['calmed down', 'calm down'],
};

/** A player's die and the Leader models added to it (seed 001 L327): "4 + 1 Leader = 5", or "3" with none. */
function withLeaders(face: number | undefined, leaders: number | undefined, total: number | undefined): string {
  if (face === undefined) return `${total ?? '–'}`;
  return leaders ? `${face} + ${plural(leaders, 'Leader')} = ${face + leaders}` : `${face}`;
}

/**
 * One outcome in 1999's own words: in the past for the battle log, in the future for the preview
 * of a step not yet recorded. Exhaustive: a new code fails to compile here.
 */
export function describeOutcome(o: Outcome1999, names: Names, tense: Tense = 'past'): string {
  const { will, say } = verbsIn(tense);
  switch (o.code) {
    case 'deployment-order':
      return `${names.player(o.order[0]!)} ${will('won', 'win')} the roll to deploy first (${listOf(o.order.map((s) => `${names.player(s)} rolled ${withLeaders(o.faces[s], o.leaders[s], o.totals[s])}`))}${o.rerolls ? `: a tie at the top, settled by ${plural(o.rerolls, 're-roll')}` : ''}).`;
    case 'markers-assigned':
      return `${names.player(o.winner)} ${will('won the roll and chose', 'win the roll and choose')} a deployment marker first.`;
    case 'reinforcements-declared':
      return `${names.player(o.side)} ${will('declared', 'declare')} ${plural(o.unitIds.length, 'Reinforcement Unit')} (${o.points} Army Points).`;
    case 'card-deployed':
      return `${names.ownedUnit(o.unitId)} ${will('took up', 'take up')} its position.`;
    case 'guerilla-tactics':
      return `${names.ownedUnit(o.unitId)} ${will('rolled', 'roll')} ${o.face} for Guerilla Tactics${o.mayRedeploy ? (o.redeployed ? ` and ${say('moved', 'move')} its position` : ` and ${say('kept', 'keep')} its position`) : ': no change'}.`;
    case 'forces-revealed': {
      const held = Object.entries(o.reinforcementPoints).filter(([, p]) => p > 0);
      return `Cards ${will('turned', 'be turned')} face up and models placed.${held.length ? ` Reinforcements waiting: ${listOf(held.map(([s, p]) => `${names.player(s)} ${p} Army Points`))}.` : ''}`;
    }
    case 'reinforcement-substituted':
      return `${names.ownedUnit(o.unitId)} ${will('was', 'be')} made up anew before entering: ${o.points} Army Points in place of ${o.before}.`;
    case 'turn-started':
      return `Turn ${o.turn} ${will('began', 'begin')}.`;
    case 'order-of-play':
      return `Order of play: ${o.order.map(names.player).join(', then ')}${o.havoc.length ? ` (${listOf(o.havoc.map(names.player))} last after Havoc)` : ''}.`;
    case 'phase-started':
      return `Activation Phase ${o.phase}.`;
    case 'nomination-passed':
      return `${names.player(o.side)} ${say('had', 'has')} no face-up Unit for Phase ${o.phase} and ${will('passed', 'pass')}.`;
    case 'unit-nominated':
      return `${names.ownedUnit(o.unitId)} ${will('was nominated', 'be nominated')} in Activation Phase ${o.phase}.`;
    case 'reinforcement-entered':
      return `${names.ownedUnit(o.unitId)} ${will('arrived', 'arrive')} as reinforcements in Turn ${o.turn}.`;
    case 'reinforcements-held':
      return `${names.player(o.side)} ${will('held', 'hold')} ${listOf(o.unitIds.map(names.unit))} back this Turn.`;
    case 'confusion-cleared':
      return `${names.ownedUnit(o.unitId)} ${will('shook off', 'shake off')} its Confusion.`;
    case 'instability-passed':
      return `${names.card(o.cardId)} ${will('held', 'hold')} its altered genes in check (Instability roll ${o.face}${o.automatic ? ', an Automatic Success,' : ''} against Instability ${o.instability}).`;
    case 'instability-failed':
      return `${names.card(o.cardId)} ${will('suffered', 'suffer')} a genetic backfire: ${instabilityRow(o.table).name} (${o.table} on the Instability table).`;
    case 'action-declared': {
      const kinds = [...new Set(Object.values(o.actions))];
      return `${names.ownedUnit(o.unitId)} ${will('declared', 'declare')} ${listOf(kinds.map((k) => ACTION_LABELS[k]))}.`;
    }
    case 'model-moved':
      return `${names.card(o.cardId)} ${will('moved', 'move')} ${o.distanceCm} cm (of ${o.allowanceCm} cm).`;
    case 'disengaged':
    {
      const score = `Opposed roll ${o.mover} against ${o.enemy}${o.others ? `; −${o.others} for ${plural(o.others, 'more enemy', 'more enemies')} in contact` : ''}`;
      return o.won
        ? `${names.model(o.at)} ${will('broke away', 'break away')} from ${names.model(o.against)} and ${say('went on', 'go on')} with the Action (${score}).`
        : `${names.model(o.against)} ${will('held', 'hold')} ${names.model(o.at)} in contact, ending its Action (${score}).`;
    }
    case 'out-of-range':
      return `${names.model(o.target)} ${say('was', 'is')} beyond the ${o.maxCm} cm reach of ${names.model(o.shooter)}’s ${o.weapon}.`;
    case 'to-hit':
      return `${names.model(o.shooter)} ${will('fired', 'fire')} ${o.weapon} at ${names.model(o.target)}: roll to hit ${o.total} against ${o.needed}, ${o.hit ? 'a hit' : 'a miss'}.`;
    case 'assault-roll':
    {
      const alongside = o.alongside.length > 0 ? ` (+${o.alongside.length} for ${listOf(o.alongside.map((m) => names.model(m)))} also in contact)` : '';
      return `${names.model(o.attacker)} ${will('struck', 'strike')} at ${names.model(o.target)}${o.weapon ? ` with ${o.weapon}` : ' unarmed'}: Opposed roll to hit ${o.attackerTotal}${alongside} against ${o.targetTotal}, ${o.hit ? 'a hit' : 'a miss'}.`;
    }
    case 'force-dice':
      return `${names.model(o.attacker)} ${will('put', 'put')} force behind it (${o.faces.join(', ')} against STR ${o.str}: +${o.woundingBonus} Wounding, −${o.penetrationPenalty} to penetrate).`;
    case 'deviation':
      return o.onTarget ? `${names.model(o.shooter)}’s ${o.weapon} ${will('landed', 'land')} on the Guessed range.` : `${names.model(o.shooter)}’s ${o.weapon} ${will('strayed', 'stray')} ${o.cm} cm towards ${o.oClock} o’clock.`;
    case 'armour':
      return `The blow ${o.penetrated ? will('went through', 'go through') : will('glanced off', 'glance off')} ${names.model(o.target)}’s ${o.terrain ? `cover (${o.terrain})` : 'armour'} (penetration roll ${o.total} against Armour ${o.armour}).`;
    case 'avoid-wound':
      return `${names.model(o.target)} ${o.withstood ? will('withstood', 'withstand') : will('failed to avoid', 'fail to avoid')} the wound (roll to avoid a wound ${o.total} against Wounding ${o.wounding}).`;
    case 'wounded':
      return `${names.model(o.target)} ${will('was', 'be')} wounded (${plural(o.woundsLeft, 'Wound')} left).`;
    case 'casualty':
      return `${names.model(o.target)} ${will('was', 'be')} made a Casualty${o.by ? ` by ${names.player(o.by)}` : ''} (${o.points} Army Points).`;
    case 'unit-casualty':
      return `${names.ownedUnit(o.unitId)} ${will('was', 'be')} wiped out: ${o.points} Army Points lost.`;
    case 'confusion-roll':
      return o.confused ? `${names.ownedUnit(o.unitId)} ${will('fell', 'fall')} into Confusion (MEN roll ${o.total}; Confusion ${o.degree}).` : `${names.ownedUnit(o.unitId)} ${will('kept', 'keep')} its nerve (MEN roll ${o.total}).`;
    case 'confusion-immune':
      return `${names.ownedUnit(o.unitId)} ${will('felt', 'feel')} nothing: Unhuman.`;
    case 'special-action':
      return `${names.card(o.cardId)} ${o.success ? will('performed', 'perform') : will('failed', 'fail')} ${o.ability}${o.total === null ? '' : ` (roll ${o.total} against Roll Requirement ${o.needed})`}.`;
    case 'activation-ended':
      return `${names.ownedUnit(o.unitId)} ${will('finished', 'finish')} its Action${o.faceUp.length ? `; ${listOf(o.faceUp.map(names.card))} will act again later this Turn` : ''}.`;
    case 'chain-of-command':
      return o.broken ? `${names.ownedUnit(o.unitId)} ${will('lost', 'lose')} its Chain of Command.` : `${names.ownedUnit(o.unitId)} ${will('closed', 'close')} ranks again.`;
    case 'effect-applied': {
      const [past, base] = EFFECTS[o.effect];
      return `${names.ownedUnit(o.unitId)} ${will(past, base)} by a card’s effect.`;
    }
    case 'turn-ended':
      return `Turn ${o.turn} ${will('ended', 'end')}.`;
    case 'territory-judged':
      return o.closest.length === 0 ? `At the end of Turn ${o.turn} nobody ${say('stood', 'stands')} near the centre.` : `At the end of Turn ${o.turn} ${listOf(o.closest.map(names.player))} ${say('stood', o.closest.length > 1 ? 'stand' : 'stands')} closest to the centre (${o.distanceCm} cm).`;
    case 'who-is-right':
      return `${names.player(o.winner)} ${say('won the Opposed roll and decides', 'will win the Opposed roll and decide')}${o.rerolls ? ` after ${plural(o.rerolls, 're-roll')}` : ''}.`;
    case 'tie-for-victory':
      return `${listOf(o.sides.map(names.player))} ${will('were', 'be')} tied; an Opposed roll ${will('decides', 'decide')}.`;
    case 'surrendered':
      return `${names.player(o.side)} ${will('surrendered', 'surrender')}.`;
    case 'bounty-lost':
      return `${names.player(o.side)}’s Bounty Unit, ${names.unit(o.unitId)}, ${will('fell', 'fall')}.`;
    case 'battle-won':
      return `${names.player(o.winner)} ${will('won', 'win')} ${o.turn > 0 ? `in Turn ${o.turn}` : 'before the first Turn'}, ${ending(o.endedBy, tense)}.`;
    case 'battle-drawn': {
      const when = o.turn > 0 ? `in Turn ${o.turn}` : 'before the first Turn';
      return o.sides.length ? `The battle ${will('was', 'be')} drawn between ${listOf(o.sides.map(names.player))} ${when}.` : `The battle ${will('ended', 'end')} ${when} with no victor.`;
    }
  }
}

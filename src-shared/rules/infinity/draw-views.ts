import type { ClassifiedDraw, ClassifiedState, DrawnObjective } from './draw-state';

/** A draw as the whole table may see it: the objective only once its owner revealed it. */
export type PublicDraw =
  | { readonly id: string; readonly player: string; readonly hidden: true; readonly redrawCount: number }
  | {
      readonly id: string;
      readonly player: string;
      readonly hidden: false;
      readonly objective: DrawnObjective;
      readonly revealedAt: string;
      readonly achievedAt: string | null;
      readonly redrawCount: number;
    };

function toPublic(draw: ClassifiedDraw): PublicDraw {
  const base = { id: draw.id, player: draw.player, redrawCount: draw.redraws.length };
  if (draw.revealedAt === null) return { ...base, hidden: true };
  return { ...base, hidden: false, objective: draw.current, revealedAt: draw.revealedAt, achievedAt: draw.achievedAt };
}

function drawsOf(state: ClassifiedState, battleId: string): ClassifiedDraw[] {
  const battle = state.battles[battleId];
  return battle ? battle.drawOrder.map((id) => battle.draws[id]!) : [];
}

/** What the shared screen shows: hidden draws carry no objective, no die and no chart. */
export function publicDraws(state: ClassifiedState, battleId: string): PublicDraw[] {
  return drawsOf(state, battleId).map(toPublic);
}

/** One player's own draws in full, for the private "pass the laptop" view. */
export function ownDraws(state: ClassifiedState, battleId: string, player: string): ClassifiedDraw[] {
  return drawsOf(state, battleId).filter((draw) => draw.player === player);
}

/** Achieved Classified Objectives per player, the input scenario scoring takes. */
export function achievedCounts(state: ClassifiedState, battleId: string): Record<string, number> {
  const battle = state.battles[battleId];
  if (!battle) return {};
  return Object.fromEntries(
    battle.players.map((player) => [player, drawsOf(state, battleId).filter((draw) => draw.player === player && draw.achievedAt !== null).length]),
  );
}

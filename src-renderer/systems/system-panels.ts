import type { Component } from 'vue';
import type { RulingChoices } from '../../src-shared/rules/ruling';
import type { Libraries, SideKey } from '../../src-shared/systems/game-system';

/**
 * What a game system gives the renderer. The battle shell (header, stepper, undo, event log,
 * result) and the army and library pages are generic; they mount these components from
 * `registry.ts` by the battle's or army's `system` and never name a system themselves.
 *
 * Props and events of each component (Vue `defineProps`/`defineEmits`):
 *
 * - `RosterEditor`  props `{ modelValue: Roster; libraries: Libraries; rulings: RulingChoices }`,
 *                   emits `update:modelValue(roster)`. The page around it saves, shows the
 *                   assessment (`system.rosters.assess`) and its problems.
 * - `SetupForm`     props `{ modelValue: SetupInput; sides: readonly SetupSideView[]; rulings; problems }`,
 *                   emits `update:modelValue(input)`: the system's own part of the set-up form.
 *                   `problems` holds a refusal's problems by their path in the set-up input
 *                   (`turnLimit`, `budgets.A`); the form marks those `placesSetupProblem` says it
 *                   places, the shell says the rest below it.
 * - `BattlePanel`   props `BattlePanelProps`, emits `step(event)`: the shell sends the event to
 *                   `battles.append`, shows a refusal's reason next to the panel and re-renders
 *                   with the new state. The panel owns its forms, dice entry and odds.
 * - `BattleScreen`  (optional) props `BattleScreenProps` (shell/frame.ts): for a system whose
 *                   screen has more than the standard parts (Orders & Omens' phase stepper, status
 *                   board, undo/redo). It fills the slots of `shell/BattleFrame.vue` itself and
 *                   keeps the battle in its own store; the battle route mounts it instead of the
 *                   standard arrangement around `BattlePanel`.
 * - `libraryEditors[kind]` props `{ items: readonly Item[] }`, emits `save(items)`.
 * - `forces` (optional) the system's own parts of the shared Armies page (views/forces), for a
 *   system whose forces keep their own builder (Orders & Omens): see `ForcePanels`.
 */
export interface SetupSideView {
  readonly side: SideKey;
  readonly playerName: string;
  readonly forceNames: readonly string[];
  /** The chosen forces' rosters, in the order of `forceNames`, once the page has read them all. */
  readonly rosters?: readonly unknown[];
}

export interface BattlePanelProps<Setup = unknown, State = unknown> {
  readonly setup: Setup;
  readonly state: State;
  readonly rulings: RulingChoices;
  readonly libraries: Libraries;
  /** A step is being judged: disable confirm buttons. */
  readonly busy: boolean;
}

/**
 * A system's own parts of the shared Armies page. Every force is listed by `forces.list`; these
 * replace the generic card, form and links for this system's forces.
 */
export interface ForcePanels {
  /** Where one of its forces is edited (other systems' open the shared force page). */
  route(campaignId: string, forceId: string): string;
  /** Reads what its cards show beyond the generic summary, before the page draws them. */
  load(campaignId: string): Promise<unknown>;
  /** One force in a player's list, props `{ campaignId; force: ForceSummary; colour }` (the whole card link). */
  readonly Card: Component;
  /** The new-force form in the "New army" dialog, props `{ campaignId; initialPlayerId }`, emits `cancel`; it opens the new force itself. */
  readonly NewForm: Component;
  /** The picker's line for it in the "New army" dialog, in place of the system's summary. */
  readonly newSummary: string;
  /** Extra buttons (import, randomise), props `{ campaignId; initialPlayerId; place: 'header' | 'empty' }`. */
  readonly Actions?: Component;
}

/**
 * A system's own table on the campaign page's Armies panel, for a system whose forces carry more
 * than the shared summary (Orders & Omens: army list, points limit, losses, randomised). Listed in
 * `campaign-armies.ts`, which the campaign page reads without loading every system's screens.
 */
export interface CampaignArmies {
  /** Reads what the table shows, with the page's other parts. */
  load(campaignId: string): Promise<unknown>;
  /** The forces the table lists, by id: the page's table of the other systems' forces leaves them out. */
  forceIds(): ReadonlySet<string>;
  /** The table, props `{ campaignId }`; it draws nothing while the campaign has none of them. */
  readonly Table: Component;
}

export interface SystemPanels {
  readonly systemId: string;
  readonly RosterEditor: Component | null;
  /** Null when the system's set-up keeps its own page part (Orders & Omens picks armies there). */
  readonly SetupForm: Component | null;
  /** Null when `BattleScreen` arranges the whole screen. */
  readonly BattlePanel: Component | null;
  readonly BattleScreen?: Component;
  /** The whole set-up form below the system picker, props `{ campaignId }`; absent: the shell's set-up around `SetupForm`. */
  readonly BattleSetup?: Component;
  readonly libraryEditors: Readonly<Record<string, Component>>;
  /** Optional: what the system adds under the shell's result once the battle is over, props `{ setup, state }` (ITS: Tournament Points). */
  readonly ResultDetail?: Component;
  /** Optional: its own parts of the shared Armies page. */
  readonly forces?: ForcePanels;
  /** Whether `SetupForm` shows a problem at this path of the set-up input beside its field (default: none). */
  placesSetupProblem?(path: string): boolean;
  /** The set-up form's starting value for the given sides. */
  emptySetup(sides: readonly SetupSideView[]): unknown;
}

import { afterEach, expect } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import type { Order66Event } from '../../src-shared/rules/order-66/battle/events';
import type { Game } from '../../src-shared/rules/order-66/testing/game';
import { findIdTokens } from '../../e2e/support/id-tokens';
import BattlePanel from '../systems/order-66/BattlePanel.vue';

/**
 * Drives the Order 66 battle panel against the real engine: each step the panel emits is judged by
 * `ORDER_66.battle.apply` (through `Game`) and the panel re-renders with the new state, as the
 * battle shell does.
 */
export class PanelAtTable {
  readonly wrapper: VueWrapper;

  constructor(readonly game: Game) {
    this.wrapper = mount(BattlePanel, { props: { setup: game.setup, state: game.state, rulings: game.choices, libraries: {}, busy: false }, attachTo: document.body });
  }

  text(): string {
    return this.wrapper.text();
  }

  /** Types faces into every die box whose label starts with `label`. */
  async enter(label: string, faces: readonly number[]): Promise<void> {
    const inputs = this.wrapper.findAll('input.o66-die').filter((input) => (input.attributes('aria-label') ?? '').startsWith(label));
    expect(inputs.length, `dice boxes for ${label}`).toBe(faces.length);
    for (const [index, input] of inputs.entries()) await input.setValue(String(faces[index]));
  }

  async click(text: string): Promise<void> {
    const button = this.wrapper.findAll('button').find((candidate) => candidate.text() === text);
    expect(button, `a button "${text}"`).toBeDefined();
    await button!.trigger('click');
  }

  async submit(): Promise<void> {
    await this.wrapper.get('form.o66-form').trigger('submit');
  }

  async select(name: string, value: string): Promise<void> {
    await this.wrapper.get(`select[name="${name}"]`).setValue(value);
  }

  async fill(name: string, value: string | number): Promise<void> {
    await this.wrapper.get(`input[name="${name}"]`).setValue(String(value));
  }

  /** The steps the panel has emitted so far. */
  emitted(): Order66Event[] {
    return (this.wrapper.emitted('step') ?? []).map((args) => args[0] as Order66Event);
  }

  /** Takes the last emitted step, has the engine judge it (it must be accepted) and re-renders. */
  async judge(): Promise<Order66Event> {
    const steps = this.emitted();
    expect(steps.length, 'the panel emitted a step').toBeGreaterThan(0);
    const event = steps[steps.length - 1]!;
    this.game.do(event);
    await this.wrapper.setProps({ state: this.game.state });
    await flushPromises();
    return event;
  }

  /** No internal id, seat key or code token on screen. */
  expectPlayerFacing(): void {
    const text = this.text();
    expect(text).not.toMatch(/\bp\d\b|\.mystic\b|\.grymn|order-66/);
    expect(findIdTokens(text)).toEqual([]);
  }

  unmount(): void {
    this.wrapper.unmount();
  }
}

/**
 * Seats a panel at the table for each test and takes it away after: `seat(game)` as the game
 * stands, `seatActive(game, side, unitId?)` once that side (or that unit) is activated.
 */
export function panelSeats() {
  let table: PanelAtTable | null = null;
  afterEach(() => {
    table?.unmount();
    table = null;
  });
  const seat = (game: Game): PanelAtTable => (table = new PanelAtTable(game));
  return {
    seat,
    seatActive(game: Game, side: string, unitId?: string): PanelAtTable {
      game.activate(side, unitId);
      return seat(game);
    },
  };
}

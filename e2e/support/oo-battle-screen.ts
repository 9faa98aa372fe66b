import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Steps on the Orders & Omens battle screen that several specs take the same way. */

/** Types physical dice into the dice input labelled `label`, one box a die. */
export async function enterDice(page: Page, label: string, faces: readonly number[]): Promise<void> {
  for (const [i, face] of faces.entries()) await page.getByLabel(`${label} die ${i + 1}`, { exact: true }).fill(String(face));
}

/** Enters a regiment's attack dice and waits for the hits the form counts from them to be `hits`. */
export async function attack(page: Page, regiment: string, faces: readonly number[], hits: number): Promise<void> {
  await enterDice(page, `${regiment} dice`, faces);
  // Hits are counted from the dice: the count shown must be the one the players expect.
  const shown = page.getByLabel(`${regiment} hits`, { exact: true });
  await expect.poll(() => shown.textContent()).toBe(String(hits));
}

/** Draws the side's chip, orders the Brigade and rolls its Order Test (a pass on double six unless told). */
export async function orderTest(page: Page, side: 'Blue' | 'Red', brigade: string, faces: readonly [number, number] = [6, 6]): Promise<void> {
  await page.getByRole('button', { name: `${side} chip drawn` }).click();
  await page.getByLabel('Brigade to order').selectOption({ label: brigade });
  await enterDice(page, 'Order Test', faces);
  await page.getByRole('button', { name: 'Roll the Order Test' }).click();
  await page.getByRole('article', { name: `${brigade} acting` }).waitFor();
}

/** The rules engines' public API, one flat export line per system. */

// Shared by every system
/** Seeded dice (D3/D6/D20), entered physical dice, and their validation against count, faces and seed. */
export * from './dice';
/** The shape of a ruling (quoted text, default, alternatives) and how a campaign's choice is read. */
export * from './ruling';
export * from './title-tournament';
export * from './infinity';

// Orders & Omens
/** Its rulebook data, army building, the steps before the battle, the battle engine, scoring, odds and rulings. */
export * from './orders-omens';

// Order 66
/** Mystics, Mystic creation, shooting, psychic attacks and dodges, and the Order 66 rulings. */
export * from './order-66';

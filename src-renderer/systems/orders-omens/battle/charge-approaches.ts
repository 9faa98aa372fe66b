export type Approach = 'charge' | 'move-into-contact';

/**
 * The two ways a Brigade goes into contact, for the charge form. The labels stay short so a phone's
 * list shows them whole; what each way means is the hint under the list (seed 002 L400, L293, L579).
 */
export const APPROACHES: readonly { value: Approach; label: string; hint: string; reach: string; submit: string; verb: string }[] = [
  {
    value: 'charge',
    label: 'Charge',
    hint: 'Double the move, once a turn, ending in contact with the enemy. Charging adds +1 to hit in the first round of melee.',
    reach: 'A charge doubles the move: 4″ infantry and artillery, 6″ cavalry',
    submit: 'Declare charge',
    verb: 'charges',
  },
  {
    value: 'move-into-contact',
    label: 'Move into contact',
    hint: 'A normal move into base contact: no +1 for charging. The way in for polearm infantry, which may not charge.',
    reach: 'A normal move: 2″ infantry and artillery, 3″ cavalry',
    submit: 'Move into contact',
    verb: 'moves into contact',
  },
];

/** The charge's label once the Brigade has charged this turn (the option stays, disabled, so the player sees why). */
export const CHARGE_USED_LABEL = 'Charge (already charged)';

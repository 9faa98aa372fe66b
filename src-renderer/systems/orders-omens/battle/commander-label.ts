/**
 * A commander in the "nearest General or Marshal" list: "General of the 1st Division (its own
 * General, Control Value 4)". A Marshal named "Marshal" is not called "Marshal (Marshal, …)".
 */
export function commanderLabel(choice: { readonly name: string; readonly role: string; readonly own: boolean; readonly controlValue: number }): string {
  const what = choice.own ? 'its own General' : choice.role === 'marshal' ? 'Marshal' : 'another Division';
  const said = new RegExp(`\\b${what}\\b`, 'i').test(choice.name);
  return `${choice.name} (${said ? '' : `${what}, `}Control Value ${choice.controlValue})`;
}

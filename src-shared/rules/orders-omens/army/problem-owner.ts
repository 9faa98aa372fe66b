/**
 * Which part of the roster a problem is about, as a key the builder can look up: the path up to
 * its last list index (`divisions.0.brigades.1` for "has 5 Regiments"), `marshal` for the
 * Marshal, and `army` for army-wide problems (points limit, troop shares, no Division).
 */
export function problemOwner(path: readonly (string | number)[]): string {
  if (path[0] === 'marshal') return 'marshal';
  let end = 0;
  path.forEach((segment, i) => {
    if (typeof segment === 'number') end = i + 1;
  });
  return end === 0 ? 'army' : path.slice(0, end).join('.');
}

/** The key `problemOwner` gives for a part at `path`. */
export const partKey = (...path: readonly (string | number)[]): string => path.join('.');

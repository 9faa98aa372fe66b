/**
 * "Beginning with the Defender players alternate": a turn order for `first` and `second` where
 * each side has a number of placements; once a side runs out, the other places the rest.
 */
export function alternate<P>(first: { readonly player: P; readonly count: number }, second: { readonly player: P; readonly count: number }): P[] {
  const order: P[] = [];
  let left = [first.count, second.count];
  for (let turn = 0; left[0]! + left[1]! > 0; turn++) {
    const side = turn % 2 === 0 ? (left[0]! > 0 ? 0 : 1) : left[1]! > 0 ? 1 : 0;
    order.push(side === 0 ? first.player : second.player);
    left = side === 0 ? [left[0]! - 1, left[1]!] : [left[0]!, left[1]! - 1];
  }
  return order;
}

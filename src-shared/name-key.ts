/** A name as players tell names apart: letter case, surrounding spaces and runs of spaces do not count. */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

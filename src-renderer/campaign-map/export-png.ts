/** The longest side of an exported picture, so a huge scan still makes a file a browser can hold. */
const MAX_SIDE = 4096;

/** The map's SVG (colours as attributes, the picture as a data URL) drawn onto a canvas, as PNG bytes. */
export async function svgToPng(svg: SVGSVGElement, width: number, height: number): Promise<Blob> {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('width', String(Math.round(width * scale)));
  copy.setAttribute('height', String(Math.round(height * scale)));
  copy.removeAttribute('class');
  const markup = new XMLSerializer().serializeToString(copy);
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The map could not be drawn as a picture'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Hands a picture to the browser (or Electron) to save. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "The-Sundered-Realm-5th-of-Frostmoon.png" */
export function pngFileName(mapName: string, when: string): string {
  const stem = `${mapName} ${when}`.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 100) || 'map';
  return `${stem}.png`;
}

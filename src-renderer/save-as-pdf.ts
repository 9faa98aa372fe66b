import { call } from './api';

/** True in the desktop app, which can write a PDF itself; a browser goes through its print dialog. */
export function savesPdfDirectly(): boolean {
  return window.warchronicle !== undefined;
}

/**
 * Saves the current page's print layout as a PDF: in the desktop app straight to a file the player
 * picks (Electron's printToPDF); in a browser by opening the print dialog, where "Save as PDF" is
 * one of the printers. Returns where the file went, or null when the dialog took over or was cancelled.
 */
export async function saveAsPdf(title: string): Promise<string | null> {
  if (!savesPdfDirectly()) {
    window.print();
    return null;
  }
  const saved = await call('app.savePdf', { suggestedName: title });
  return saved.path;
}

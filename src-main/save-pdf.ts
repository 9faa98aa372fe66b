import { app, BrowserWindow, dialog, type WebContents } from 'electron';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SavedPdf } from '../src-shared/contract/app';
import { pdfFileName } from './pdf-file-name';

/** `app.savePdf` in the desktop app: ask where, then print the calling page (its print CSS) to that file. */
export async function savePdf(sender: WebContents, input: { suggestedName: string }): Promise<SavedPdf> {
  const window = BrowserWindow.fromWebContents(sender);
  const options = {
    title: 'Save as PDF',
    defaultPath: join(app.getPath('documents'), pdfFileName(input.suggestedName)),
    filters: [{ name: 'PDF', extensions: ['pdf'] }],
  };
  const { canceled, filePath } = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
  if (canceled || !filePath) return { saved: false, path: null };
  const pdf = await sender.printToPDF({ printBackground: true, pageSize: 'A4' });
  await writeFile(filePath, pdf);
  return { saved: true, path: filePath };
}

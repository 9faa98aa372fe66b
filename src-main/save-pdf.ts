import { app, BrowserWindow, dialog, type WebContents } from 'electron';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SavedPdf } from '../src-shared/contract/app';
import { pdfFileName } from './pdf-file-name';
import { printWithPageNumbers } from './numbered-print';

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
  await writeFile(filePath, await printNumbered(sender));
  return { saved: true, path: filePath };
}

/** Prints the page; where it lists page numbers (the campaign book's contents), until they agree with the print. */
async function printNumbered(sender: WebContents): Promise<Buffer> {
  const print = () => sender.printToPDF({ printBackground: true, pageSize: 'A4' });
  const show = async (pages: Readonly<Record<string, number>>) =>
    (await sender.executeJavaScript(`window.warchroniclePrintedPages ? window.warchroniclePrintedPages(${JSON.stringify(pages)}) : false`, true)) as boolean;
  return Buffer.from(await printWithPageNumbers(print, show));
}

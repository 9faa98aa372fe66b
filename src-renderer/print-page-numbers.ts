import { onBeforeUnmount, onMounted, nextTick, ref, type Ref } from 'vue';

/** The page (from 1) each named place of the printed page lands on, as the desktop app's first print found. */
export type PrintedPages = Readonly<Record<string, number>>;

declare global {
  interface Window {
    /**
     * Set by a page whose contents list page numbers: the desktop app prints once, reads where each
     * linked chapter landed, hands the pages here, then prints again (src-main/save-pdf.ts).
     */
    warchroniclePrintedPages?: (pages: PrintedPages) => Promise<boolean>;
  }
}

/** Takes the desktop app's page numbers while the calling view is mounted; empty until a PDF is saved. */
export function usePrintedPages(): Ref<PrintedPages> {
  const pages = ref<PrintedPages>({});
  const take = async (found: PrintedPages): Promise<boolean> => {
    pages.value = { ...found };
    await nextTick();
    return true;
  };
  onMounted(() => (window.warchroniclePrintedPages = take));
  onBeforeUnmount(() => {
    if (window.warchroniclePrintedPages === take) delete window.warchroniclePrintedPages;
  });
  return pages;
}

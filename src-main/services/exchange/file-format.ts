/** The campaign file: versioned JSON, one block per table (column names once, then rows of values). */
export const CAMPAIGN_FILE_FORMAT = 'warchronicle-campaign';
/** Bump when the layout of the file itself changes (not when tables gain columns: `schemaVersion` covers that). */
export const CAMPAIGN_FILE_VERSION = 1;

export type CellValue = string | number | null;

export interface TableBlock {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly CellValue[])[];
}

export interface CampaignFile {
  readonly format: typeof CAMPAIGN_FILE_FORMAT;
  readonly formatVersion: number;
  /** The database schema version (migrations applied) of the app that wrote it. */
  readonly schemaVersion: number;
  readonly appVersion: string;
  readonly exportedAt: string;
  readonly campaign: { readonly id: string; readonly name: string };
  readonly tables: Readonly<Record<string, TableBlock>>;
}

import type { BattleSetup } from '../battle/state';
import type { VpEntry } from '../scoring/vp';
import type { OutcomeNames } from './outcome-names';

const BRIGADE_LOST: Readonly<Record<'broke' | 'fled' | 'dispersed', string>> = {
  broke: 'broke',
  fled: 'fled the battlefield',
  dispersed: 'was scattered and dispersed',
};

/** What a Victory Point was for, in the End Phase preview's words ("Vanguard held objective 2"). */
export function vpEntryText(entry: Pick<VpEntry, 'source' | 'about'>, n: OutcomeNames, setup: Pick<BattleSetup, 'baggage'>): string {
  const { about } = entry;
  switch (about.kind) {
    case 'objective':
      return `${n.division(about.divisionId)} ${entry.source === 'objective-captured' ? 'captured' : 'held'} objective ${about.objective}`;
    case 'third':
      return `more unbroken Brigades in the ${about.third} third`;
    case 'brigade':
      return `${n.brigade(about.brigadeId)} ${BRIGADE_LOST[about.how]}`;
    case 'break-point':
      return `${n.side(about.side)} reached its break point`;
    case 'general':
      return `${n.general(about.generalId)} was ${about.fate}`;
    case 'baggage':
      return `captured ${setup.baggage?.find((b) => b.id === about.baggageId)?.name ?? 'the baggage'}`;
    case 'correction':
      return about.reason;
  }
}

import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { ExportCancelled, exportWhenWritten, writingWords } from './export-when-written';

const stillWriting = (written: number, total: number) =>
  new ApiError({ code: 'conflict', message: `The accounts of ${total - written} battles are still being written`, details: { waitingFor: 'battle-accounts', written, total } });

/** A stand-in for the export call answering from a script: refusals first, then the file. */
function scripted(answers: (Error | string)[]) {
  let asked = 0;
  return {
    request: async () => {
      const answer = answers[Math.min(asked++, answers.length - 1)]!;
      if (answer instanceof Error) throw answer;
      return answer;
    },
    asked: () => asked,
  };
}

describe('exporting while the accounts are still being written', () => {
  it('reports each answer’s counts and asks again until the export comes', async () => {
    const call = scripted([stillWriting(100, 1000), stillWriting(640, 1000), 'the chronicle']);
    const heard: [number, number][] = [];
    const file = await exportWhenWritten(call.request, (p) => heard.push([p.written, p.total]), new AbortController().signal, 1);
    expect(file).toBe('the chronicle');
    expect(heard).toEqual([[100, 1000], [640, 1000]]);
    expect(call.asked()).toBe(3);
    expect(writingWords({ waitingFor: 'battle-accounts', written: 640, total: 1000 })).toBe('Writing the chronicle: 640 of 1,000 battles');
  });

  it('stops asking once cancelled, while it waits between answers', async () => {
    const call = scripted([stillWriting(1, 10)]);
    const controller = new AbortController();
    const waiting = exportWhenWritten(call.request, () => controller.abort(), controller.signal, 60_000);
    await expect(waiting).rejects.toBeInstanceOf(ExportCancelled);
    expect(call.asked()).toBe(1);

    const later = new AbortController();
    const started = performance.now();
    const pausing = exportWhenWritten(scripted([stillWriting(1, 10)]).request, () => setTimeout(() => later.abort(), 5), later.signal, 60_000);
    await expect(pausing).rejects.toBeInstanceOf(ExportCancelled);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('throws any other refusal as it came, including a conflict whose details are not the contract’s', async () => {
    const busy = new ApiError({ code: 'conflict', message: 'The data file is busy' });
    await expect(exportWhenWritten(scripted([busy]).request, () => {}, new AbortController().signal, 1)).rejects.toBe(busy);
    const odd = new ApiError({ code: 'conflict', message: 'Still writing', details: { waitingFor: 'battle-accounts', written: '3', total: 10 } });
    await expect(exportWhenWritten(scripted([odd]).request, () => {}, new AbortController().signal, 1)).rejects.toBe(odd);
    const missing = new ApiError({ code: 'not_found', message: 'This campaign does not exist' });
    await expect(exportWhenWritten(scripted([missing]).request, () => {}, new AbortController().signal, 1)).rejects.toBe(missing);
  });
});

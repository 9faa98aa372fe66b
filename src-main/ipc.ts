import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import type { z } from 'zod';
import { CALL_NAMES, calls, fail, ok, type CallName, type Result } from '../src-shared/contract';
import { checkCall } from './dispatch';

export const channelFor = (call: string): string => `warchronicle:${call}`;

/** Answers a contract call: the services process in the desktop app, `dispatch` directly in tests. */
export type Dispatcher = (name: CallName, input: unknown) => Promise<Result<unknown>> | Result<unknown>;

/** A contract call only the desktop app can answer, because it needs the calling window (saving a PDF). */
export type DesktopHandler = (sender: WebContents, input: never) => Promise<unknown>;

/**
 * Binds each contract call to its own IPC channel; messages from any other frame are refused.
 * Desktop-only calls pass the same contract check, then go to their handler with the sender.
 */
export function registerIpc(
  ipcMain: IpcMain,
  answer: Dispatcher,
  isTrustedSender: (event: IpcMainInvokeEvent) => boolean,
  desktop: Partial<Record<CallName, DesktopHandler>> = {},
): void {
  for (const name of CALL_NAMES) {
    ipcMain.handle(channelFor(name), async (event, input: unknown) => {
      if (!isTrustedSender(event)) return fail('unauthorized', 'This window is not allowed to call Warchronicle');
      const own = desktop[name];
      return own ? answerOnDesktop(name, own, event.sender, input) : answer(name, input);
    });
  }
}

async function answerOnDesktop(name: CallName, handler: DesktopHandler, sender: WebContents, rawInput: unknown): Promise<Result<unknown>> {
  const checked = checkCall(name, rawInput);
  if (!checked.ok) return checked;
  try {
    const value = await handler(sender, checked.value.input as never);
    return ok((calls[name] as { output: z.ZodType }).output.parse(value));
  } catch (error) {
    console.error(`[warchronicle] ${name} failed:`, error);
    return fail('internal', `Something went wrong in ${name}: ${(error as Error).message}`);
  }
}

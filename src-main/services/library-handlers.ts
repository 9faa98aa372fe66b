import type { LIBRARY_CALL_NAMES } from '../../src-shared/contract/libraries.names';
import type { HandlersFor } from './handler-types';
import { listLibraries, saveLibrary } from './libraries';

export const libraryHandlers: HandlersFor<(typeof LIBRARY_CALL_NAMES)[number]> = {
  'libraries.list': (ctx, input) => listLibraries(ctx, input),
  'libraries.save': (ctx, input) => saveLibrary(ctx, input),
};

import { z } from 'zod';
import { calls } from '../../src-shared/contract';

/** `GET /api`: every call with its input and output as JSON Schema. */
export function describeApi(): { calls: { name: string; summary: string; input: unknown; output: unknown }[] } {
  return {
    calls: Object.entries(calls).map(([name, call]) => ({
      name,
      summary: call.summary,
      input: z.toJSONSchema(call.input, { io: 'input', unrepresentable: 'any' }),
      output: z.toJSONSchema(call.output, { io: 'output', unrepresentable: 'any' }),
    })),
  };
}

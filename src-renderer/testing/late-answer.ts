/**
 * Holds back the answer to the next call of `name` until `release()`, as a slow transport (the LAN
 * page's fetch) would: the real services answer it at once, only its delivery is late. Every other
 * call passes straight through to the bridge installed before.
 */
export function answerLate(name: string): () => void {
  const bridge = window.warchronicle!;
  let release!: () => void;
  const late = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  window.warchronicle = {
    invoke: async (call, input) => {
      const hold = call === name && !held;
      if (hold) held = true;
      const answer = await bridge.invoke(call, input);
      if (hold) await late;
      return answer;
    },
  };
  return release;
}

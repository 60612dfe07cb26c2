// 知识维护's forms send through one helper: busy meanwhile, the refusal kept for the dialog.

/** Runs a form's call: busy meanwhile, the refusal kept for the dialog, true when it went through. */
export async function sending(setBusy: (b: boolean) => void, setError: (e: string) => void, run: () => Promise<unknown>, message: (f: unknown) => string): Promise<boolean> {
  setBusy(true);
  setError('');
  try {
    await run();
    return true;
  } catch (failure) {
    setError(message(failure));
    return false;
  } finally {
    setBusy(false);
  }
}

import { reaction } from 'mobx';

/**
 * Resolves the first time `test` is true (at once if it is now), then stops watching. mobx's own
 * `when` would do, but it adds its code to home's first load where `reaction` is there already.
 */
export function whenTrue(test: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const stop = reaction(
      test,
      (ok) => {
        if (!ok || done) return;
        done = true;
        queueMicrotask(() => stop());
        resolve();
      },
      { fireImmediately: true },
    );
  });
}

/** Open streams per client address, held under a cap (MAX_STREAMS_PER_ADDRESS in liveLimits.ts). */
export class StreamsByAddress {
  private readonly counts = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Takes a stream slot of `address`; false when the address holds `max` streams already. */
  take(address: string): boolean {
    const open = this.counts.get(address) ?? 0;
    if (open >= this.max) return false;
    this.counts.set(address, open + 1);
    return true;
  }

  /** Gives back a slot taken by `take` (once per slot). */
  release(address: string): void {
    const open = (this.counts.get(address) ?? 0) - 1;
    if (open > 0) this.counts.set(address, open);
    else this.counts.delete(address);
  }
}

/**
 * A report list that counts every entry but keeps only the first `limit` in file order: a 100k-row
 * file full of errors must not hold 100k error objects for a report that lists 1,000. `lines`
 * remembers which rows had an entry (numbers only), so counts stay exact.
 */
export class ReportList<T extends { line: number }> {
  readonly items: T[] = [];
  readonly lines = new Set<number>();
  length = 0;
  /** The highest line kept, once the list is full. */
  private lastKept = -Infinity;

  constructor(
    private readonly limit: number,
    /** Entries that do not mark their row (a missing column names the header, not a row). */
    private readonly marksRow: (entry: T) => boolean = () => true,
  ) {}

  push(...entries: T[]): void {
    for (const entry of entries) {
      this.length += 1;
      if (this.marksRow(entry)) this.lines.add(entry.line);
      if (this.items.length < this.limit) {
        this.items.push(entry);
        if (this.items.length === this.limit) this.lastKept = this.highestLine();
      } else if (entry.line < this.lastKept) this.replaceLast(entry);
    }
  }

  /**
   * An import checks a batch's stakeholders while it reads the next one, so a line may be reported
   * after later ones: it takes the place of the latest line kept (ties keep the earlier report).
   */
  private replaceLast(entry: T): void {
    const index = this.items.findLastIndex((item) => item.line === this.lastKept);
    this.items[index] = entry;
    this.lastKept = this.highestLine();
  }

  private highestLine(): number {
    return this.items.reduce((highest, item) => Math.max(highest, item.line), -Infinity);
  }

  get truncated(): boolean {
    return this.length > this.items.length;
  }
}

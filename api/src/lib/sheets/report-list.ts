/**
 * A report list that counts every entry but keeps only the first `limit`: a 100k-row file full of
 * errors must not hold 100k error objects for a report that lists 1,000. `lines` remembers which rows
 * had an entry (numbers only), so counts stay exact.
 */
export class ReportList<T extends { line: number }> {
  readonly items: T[] = [];
  readonly lines = new Set<number>();
  length = 0;

  constructor(
    private readonly limit: number,
    /** Entries that do not mark their row (a missing column names the header, not a row). */
    private readonly marksRow: (entry: T) => boolean = () => true,
  ) {}

  push(...entries: T[]): void {
    for (const entry of entries) {
      this.length += 1;
      if (this.marksRow(entry)) this.lines.add(entry.line);
      if (this.items.length < this.limit) this.items.push(entry);
    }
  }

  get truncated(): boolean {
    return this.length > this.items.length;
  }
}

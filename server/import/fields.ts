/** Typed access to the string fields of one CSV record; empty fields read as NULL. */
export class Fields {
  constructor(
    private readonly record: Record<string, string>,
    private readonly where: string,
  ) {}

  /** Column names of the record, in header order. */
  keys(): string[] {
    return Object.keys(this.record);
  }

  private raw(key: string): string {
    const v = this.record[key];
    if (v === undefined) throw new Error(`${this.where}: no column "${key}"`);
    return v;
  }

  private fail(key: string, what: string): never {
    throw new Error(`${this.where}: column "${key}" ${what} (value ${JSON.stringify(this.raw(key))})`);
  }

  /** Text or NULL when empty. */
  text(key: string): string | null {
    const v = this.raw(key);
    return v === "" ? null : v;
  }

  /** Text that must not be empty. */
  req(key: string): string {
    return this.text(key) ?? this.fail(key, "is empty");
  }

  int(key: string): number | null {
    const v = this.text(key);
    if (v === null) return null;
    const n = Number(v);
    return Number.isSafeInteger(n) ? n : this.fail(key, "is not an integer");
  }

  reqInt(key: string): number {
    return this.int(key) ?? this.fail(key, "is empty");
  }

  /** A number stored as double precision. */
  num(key: string): number | null {
    const v = this.text(key);
    if (v === null) return null;
    const n = Number(v);
    return Number.isFinite(n) ? n : this.fail(key, "is not a number");
  }

  reqNum(key: string): number {
    return this.num(key) ?? this.fail(key, "is empty");
  }

  /** `1`/`true` → true; `0`/`false`/empty → false. */
  flag(key: string): boolean {
    const v = this.raw(key).toLowerCase();
    if (v === "1" || v === "true") return true;
    if (v === "" || v === "0" || v === "false") return false;
    return this.fail(key, "is not a boolean");
  }

  /** A `;`-separated list; empty → []. */
  list(key: string): string[] {
    return this.raw(key)
      .split(";")
      .map((s) => s.trim())
      .filter((s) => s !== "");
  }
}

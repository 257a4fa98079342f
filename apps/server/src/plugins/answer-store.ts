// Where the response cache (public-cache.ts) keeps its answers: their bytes packed into large blocks
// ("slabs") rather than a buffer each. A buffer of its own per answer cost as much again as the bytes
// it held, in objects around it and a fragmented C heap (benchmark at 100,000 prompts on PostgreSQL:
// ~33,000 kept details took ~60 MB for a 32 MB budget). A slab is filled in order and, once the budget
// is spent, the oldest slab is let go with every answer in it; an answer read from the older half is
// written again into the newest, so the answers read often stay (a segmented FIFO, close to LRU).
// The memory held is what is counted: the slabs, and an estimate of the objects that index them.
import type { Audienced } from '../modules/prompts/visibility.ts';
import type { AuthUser } from './auth.ts';

/**
 * How hard a compressed copy was made: fast for an answer that may be read once, dense once it is
 * read again, densest in the background for a large one read many times (public-cache.ts).
 */
export type Grade = 'fast' | 'dense' | 'densest';
/** A compressed copy, and how hard it was made. */
export type Copy = { bytes: Buffer; grade: Grade };
/**
 * An answer and its copies: `plain`, `br` or both are there (a kept answer may hold only `br`).
 * `headers`: those it was sent with, as name, value pairs (what ServerResponse.writeHead takes).
 * `route`: the pattern of the route that computed it, which the metrics count it under.
 * `callerParts`: it holds the part most signed-in callers have (`none`: public-cache.ts callerPart);
 * a caller with another is sent a copy with theirs, which `of` gives when it is known without reading
 * the database.
 * `rule`: the prompt a signed-in caller's answer is about, which it depends on through the visibility
 * rule alone (visibility.ts standingOf): kept per standing toward it rather than per audience.
 * `reads` and `since`: of an answer found in the store, how often it was found there (this time
 * included) and when it was computed (performance.now()).
 */
export type Answer = {
  etag: string;
  headers: string[];
  route: string;
  plain?: Buffer;
  br?: Copy;
  gzip?: Copy;
  callerParts?: { none: string; of: (caller: AuthUser) => string | undefined };
  rule?: Audienced;
  reads?: number;
  since?: number;
};

/** Where one copy lies in its answer's slab. */
type Span = { at: number; length: number; grade: Grade };
type Kept = {
  etag: string;
  headers: string[];
  route: string;
  callerParts: Answer['callerParts'];
  rule: Audienced | undefined;
  /** When the answer was computed (performance.now()). */
  since: number;
  /** How often it was found (get). */
  reads: number;
  slab: Slab;
  plain: Span | undefined;
  br: Span | undefined;
  gzip: Span | undefined;
};
type Slab = { bytes: Buffer; used: number; serial: number; addresses: string[] };

/** A slab's size; a larger answer gets a slab of its own size. */
const SLAB_BYTES = 256 * 1024;
/**
 * What a kept answer's objects take besides its bytes, in V8's heap: its address (the key) and ETag,
 * the map's slot, the answer, its copies' places, its slab's note of it (measured: 320 to 400 bytes).
 */
export const OBJECT_BYTES = 384;

export class AnswerStore {
  private readonly kept = new Map<string, Kept>();
  /** Oldest first; the last is the one written to. */
  private readonly slabs: Slab[] = [];
  private slabBytes = 0;
  private serial = 0;
  /** Whether a slab was let go since the store was last emptied: then it is full. */
  private spent = false;
  private readonly slabSize: number;
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(maxBytes: number, maxAgeMs: number, now = () => performance.now()) {
    this.maxBytes = maxBytes;
    this.maxAgeMs = maxAgeMs;
    this.now = now;
    this.slabSize = Math.min(SLAB_BYTES, Math.max(1, Math.floor(maxBytes / 8)));
  }

  /** The memory held: the slabs, and the objects of the answers kept. */
  get heldBytes(): number {
    return this.slabBytes + this.kept.size * OBJECT_BYTES;
  }

  get size(): number {
    return this.kept.size;
  }

  /** The answer kept at `address`, its copies views of the store's memory, or undefined. */
  get(address: string): Answer | undefined {
    const kept = this.live(address);
    if (!kept) return undefined;
    kept.reads += 1;
    const answer = answerOf(kept);
    // In the older half, it would soon be let go: read again, it moves to the newest slab.
    if (this.serial - kept.slab.serial >= this.slabs.length / 2)
      this.write(address, answer, kept.since, kept.reads);
    return answer;
  }

  /** The prompt the answer kept at `address` is about (Answer.rule), read without the answer's bytes. */
  ruleAt(address: string): Audienced | undefined {
    return this.live(address)?.rule;
  }

  /** What is kept at `address`, unless it is older than the maximum age: then it is let go. */
  private live(address: string): Kept | undefined {
    const kept = this.kept.get(address);
    if (kept && this.now() - kept.since > this.maxAgeMs) {
      this.kept.delete(address);
      return undefined;
    }
    return kept;
  }

  /** Whether an answer of `bytes` would be kept without letting another go. */
  hasRoom(bytes: number): boolean {
    return !this.spent && this.heldBytes + this.newSlabBytes(bytes) + OBJECT_BYTES <= this.maxBytes;
  }

  /** Keeps a copy of `answer`'s bytes at `address`, computed now. */
  set(address: string, answer: Answer): void {
    this.write(address, answer, this.now(), 0);
  }

  /**
   * Keeps `answer` (with a copy added or remade) in place of the one kept at `address`, at the age
   * and reads it had.
   */
  update(address: string, answer: Answer): void {
    const kept = this.kept.get(address);
    if (kept) this.write(address, answer, kept.since, kept.reads);
  }

  clear(): void {
    this.kept.clear();
    this.slabs.length = 0;
    this.slabBytes = 0;
    this.spent = false;
  }

  private write(address: string, answer: Answer, since: number, reads: number): void {
    const size =
      (answer.plain?.length ?? 0) + (answer.br?.bytes.length ?? 0) + (answer.gzip?.bytes.length ?? 0);
    if (size + OBJECT_BYTES > this.maxBytes) {
      this.kept.delete(address);
      return;
    }
    const slab = this.slabWithRoom(size);
    const place = (bytes: Buffer, grade: Grade = 'fast'): Span => {
      const span = { at: slab.used, length: bytes.length, grade };
      bytes.copy(slab.bytes, slab.used);
      slab.used += bytes.length;
      return span;
    };
    const { etag, headers, route, plain, br, gzip, callerParts, rule } = answer;
    this.kept.set(address, {
      etag,
      headers,
      route,
      callerParts,
      rule,
      since,
      reads,
      slab,
      plain: plain && place(plain),
      br: br && place(br.bytes, br.grade),
      gzip: gzip && place(gzip.bytes, gzip.grade),
    });
    slab.addresses.push(address);
  }

  /**
   * The newest slab if `size` bytes fit in it, else a new one; first the oldest are let go while one
   * more answer (and the new slab) would go over the budget.
   */
  private slabWithRoom(size: number): Slab {
    const current = this.slabs.at(-1);
    const length = this.newSlabBytes(size);
    while (this.slabs.length > 0 && this.heldBytes + length + OBJECT_BYTES > this.maxBytes)
      this.letGoOldest();
    if (length === 0 && this.slabs.at(-1) === current) return current as Slab;
    const slab = {
      bytes: Buffer.allocUnsafeSlow(Math.max(size, this.slabSize)),
      used: 0,
      serial: ++this.serial,
      addresses: [],
    };
    this.slabs.push(slab);
    this.slabBytes += slab.bytes.length;
    return slab;
  }

  /** The size of the slab an answer of `size` bytes needs, or 0 when it fits in the newest. */
  private newSlabBytes(size: number): number {
    const current = this.slabs.at(-1);
    return current && current.bytes.length - current.used >= size ? 0 : Math.max(size, this.slabSize);
  }

  private letGoOldest(): void {
    const slab = this.slabs.shift() as Slab;
    this.slabBytes -= slab.bytes.length;
    this.spent = true;
    for (const address of slab.addresses) {
      if (this.kept.get(address)?.slab === slab) this.kept.delete(address);
    }
  }
}

function answerOf(kept: Kept): Answer {
  const view = (span: Span) => kept.slab.bytes.subarray(span.at, span.at + span.length);
  const copy = (span: Span) => ({ bytes: view(span), grade: span.grade });
  return {
    etag: kept.etag,
    headers: kept.headers,
    route: kept.route,
    reads: kept.reads,
    since: kept.since,
    ...(kept.plain && { plain: view(kept.plain) }),
    ...(kept.br && { br: copy(kept.br) }),
    ...(kept.gzip && { gzip: copy(kept.gzip) }),
    ...(kept.callerParts && { callerParts: kept.callerParts }),
    ...(kept.rule && { rule: kept.rule }),
  };
}

/** A client's turn: when it was told to come back, until when the turn is kept, and how long its job holds a thread. */
interface Turn {
  readonly at: number;
  readonly until: number;
  readonly ms: number;
}

/**
 * Fair turns between clients on a pool's thread (docs/server.md, "Fair turns"). A client turned away because the
 * thread was busy gets a turn at the time its Retry-After names; until that turn is taken, or `graceMs` after it,
 * no other client's job that would still be running then is let in (it is told to come back after the turn's job),
 * and a job that would be done by then still is. So a client that asks again and again as soon as the thread is
 * free cannot hold it while another waits: each waits at most for the job running when it asked, and clients that
 * both keep asking take turns.
 */
export class FairTurns {
  private readonly turns = new Map<string, Turn>();

  constructor(private readonly graceMs: number) {}

  /**
   * Milliseconds `client` must wait for the turn of another client that its job of `ms` from `now` would run into
   * (until that turn's job is done), or 0: none.
   */
  waitMs(client: string, now: number, ms: number): number {
    for (const [other, turn] of this.turns) if (turn.until < now) this.turns.delete(other);
    // (a client's own turn comes before the turns promised after it)
    const mine = this.turns.get(client)?.at ?? Infinity;
    let wait = 0;
    for (const [other, turn] of this.turns)
      if (other !== client && turn.at < mine && now + ms > turn.at)
        wait = Math.max(wait, turn.at + turn.ms - now);
    return wait;
  }

  /** `client`, turned away at `now`, was told to come back after `waitMs`; its job holds a thread `ms`. */
  promise(client: string, now: number, waitMs: number, ms: number): void {
    const held = this.turns.get(client);
    // (asking again before its turn keeps the turn it holds: a client polling cannot push its own turn back)
    if (held && held.until >= now && held.at <= now + waitMs) return;
    const at = now + waitMs;
    this.turns.set(client, { at, until: at + this.graceMs, ms });
  }

  /** `client`'s job was let in: its turn is taken. */
  taken(client: string): void {
    this.turns.delete(client);
  }

  /** Clients holding a turn now. */
  get size(): number {
    return this.turns.size;
  }
}

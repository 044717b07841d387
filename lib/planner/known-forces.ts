import { below, pointKey, type Lattice, type Point } from "./lattice";

/**
 * What the search has ruled out and in, leaning on the chance rising with every unit added (lattice.ts): the
 * largest losing forces found (everything below one of them loses) and the smallest winning ones (everything
 * above one of them wins), each list kept free of forces another of its forces already covers.
 */
export class KnownForces {
  private readonly losing: Point[] = [];
  private readonly winning: Point[] = [];

  constructor(private readonly lattice: Lattice) {}

  /** `p` lies below a known losing force, so it loses. */
  loses(p: Point): boolean {
    return this.losing.some((y) => below(this.lattice, p, y));
  }

  /** `p` lies above a known winning force, so it wins. */
  wins(p: Point): boolean {
    return this.winning.some((y) => below(this.lattice, y, p));
  }

  /** `p` is itself one of the smallest winning forces found. */
  isSmallestWinner(p: Point): boolean {
    const key = pointKey(p);
    return this.winning.some((y) => pointKey(y) === key);
  }

  addLosing(p: Point): void {
    for (let i = this.losing.length - 1; i >= 0; i--)
      if (below(this.lattice, this.losing[i]!, p)) this.losing.splice(i, 1);
    this.losing.push(p);
  }

  addWinning(p: Point): void {
    for (let i = this.winning.length - 1; i >= 0; i--)
      if (below(this.lattice, p, this.winning[i]!)) this.winning.splice(i, 1);
    this.winning.push(p);
  }
}

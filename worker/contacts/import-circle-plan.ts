// Which groups an import names become circles (issue 23). A name is one of the person's circles
// when it matches one ignoring case; a name they don't have yet is made, in the order the file
// first names it, while they have fewer than MAX_CIRCLES. Past that the group is left out and
// the import says which ones, but the people in it are imported all the same: refusing a whole
// address book because it has more labels than Nudge keeps circles would lose what matters most.
import { circleKey, MAX_CIRCLES } from "../contracts/circles";

/** The person's circles as the plan needs them: by the key their name is compared by. */
export type KnownCircles = Map<string, { name: string }>;

export class CircleBook {
  /** Circles this import makes, by key, with the name as the file first wrote it. */
  private readonly made = new Map<string, string>();
  private readonly leftOut = new Map<string, string>();
  private readonly room: number;

  constructor(private readonly known: KnownCircles) {
    this.room = Math.max(0, MAX_CIRCLES - known.size);
  }

  /** Whether the name is a circle already, or can still be made one. */
  available(name: string) {
    const key = circleKey(name);
    return this.known.has(key) || this.made.has(key) || this.made.size < this.room;
  }

  /** Makes the circle if it is new and there is room; answers whether the contact can join it. */
  take(name: string) {
    const key = circleKey(name);
    if (!this.available(name)) {
      if (!this.leftOut.has(key)) this.leftOut.set(key, name);
      return false;
    }
    if (!this.known.has(key) && !this.made.has(key)) this.made.set(key, name);
    return true;
  }

  /** A row not carried out still tells the person which of its groups could never be circles. */
  note(names: string[]) {
    for (const name of names) if (!this.available(name) && !this.leftOut.has(circleKey(name))) this.leftOut.set(circleKey(name), name);
  }

  get newCircles() {
    return [...this.made.values()];
  }

  get circlesLeftOut() {
    return [...this.leftOut.values()];
  }
}

/**
 * What the words of one ability have mentioned so far, for its pronouns: "it", "that creature", "them"
 * and "its controller" name the most recent noun phrase of their kind (an object or a player), in the
 * order the words are written. One scope for the ability being read, reset for each (parse.ts).
 */
import type { Pronoun, Ref, TargetSlot } from '../ast';
import { ReadingProblem } from './nodes';

/** What the words of one ability have mentioned so far, for its pronouns. */
interface Mention {
  ref: Ref;
  kind: 'object' | 'player' | 'either';
}

export class Scope {
  targets: TargetSlot[] = [];
  mentions: Mention[] = [];

  /** A new ability: nothing mentioned yet. */
  reset(): void {
    this.targets = [];
    this.mentions = [];
  }

  mention(ref: Ref, kind: Mention['kind']): Ref {
    this.mentions.push({ ref, kind });
    return ref;
  }

  resolve(pronoun: Pronoun): Ref {
    for (let i = this.mentions.length - 1; i >= 0; i--) {
      const mention = this.mentions[i]!;
      if (pronoun.wants !== 'either' && mention.kind !== 'either' && mention.kind !== pronoun.wants) continue;
      // Oracle text names the card itself by its name, never as "that creature" or "those …".
      if (/^th(at|ose) /.test(pronoun.word) && mention.ref.ref === 'self') continue;
      return pronoun.of ? { ref: pronoun.of, of: mention.ref } : mention.ref;
    }
    throw new ReadingProblem(`can't tell what "${pronoun.word}" refers to`);
  }
}

export const scope = new Scope();

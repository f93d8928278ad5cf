/**
 * What the words of one ability have mentioned so far, for its pronouns: "it", "that creature", "them"
 * and "its controller" name the most recent noun phrase of their kind (an object or a player), in the
 * order the words are written. One scope for the ability being read, reset for each (parse.ts).
 */
import type { ObjectFilter, Pronoun, Ref, TargetSlot } from '../ast';
import { ReadingProblem } from './nodes';

/** What the words of one ability have mentioned so far, for its pronouns. */
interface Mention {
  ref: Ref;
  kind: 'object' | 'player' | 'either';
  /** The nouns "that …" can call it by ("creature", "land", "spell"); absent: any (a Goblin, a card). */
  nouns?: string[];
}

/** 110.4a: the card types of permanents, each of which "that permanent" can name. */
const PERMANENT_NOUNS = ['artifact', 'battle', 'creature', 'enchantment', 'land', 'planeswalker'];

/** The nouns "that …" can call an object of the filter by: a spell is "that spell", a land "that land" or "that permanent". */
export function nounsOf(filter: ObjectFilter | undefined): string[] | undefined {
  if (!filter) return undefined;
  if (filter.spell || filter.types.includes('spell')) return ['spell'];
  const types = [...filter.types, ...(filter.alsoTypes ?? [])];
  if (!types.length || types.includes('permanent') || types.includes('card')) return undefined;
  return types.some((type) => PERMANENT_NOUNS.includes(type)) ? [...types, 'permanent'] : types;
}

export class Scope {
  targets: TargetSlot[] = [];
  mentions: Mention[] = [];
  /** The subject of the clause being read ("~ deals 1 damage to it"): a pronoun as its object names something else, or it would be "itself". */
  subject?: Ref;

  /** A new ability: nothing mentioned yet. */
  reset(): void {
    this.targets = [];
    this.mentions = [];
    this.subject = undefined;
  }

  mention(ref: Ref, kind: Mention['kind'], nouns?: string[]): Ref {
    this.mentions.push({ ref, kind, ...(nouns ? { nouns } : {}) });
    return ref;
  }

  /** Reads the rest of a clause whose subject is `subject`. */
  withSubject<T>(subject: Ref, read: () => T): T {
    const outer = this.subject;
    this.subject = subject;
    try {
      return read();
    } finally {
      this.subject = outer;
    }
  }

  /** `asObject`: the pronoun is the object of the clause's verb (not a possessive), so never its subject. */
  resolve(pronoun: Pronoun, asObject = false): Ref {
    // "that creature", "those creatures", "the exiled card": the noun the pronoun names its object by ("that card" is any object, which cards become).
    const noun = /^(?:th(?:at|ose)|the exiled|the revealed) (\w+?)s?$/.exec(pronoun.word)?.[1];
    for (let i = this.mentions.length - 1; i >= 0; i--) {
      const mention = this.mentions[i]!;
      if (pronoun.wants !== 'either' && mention.kind !== 'either' && mention.kind !== pronoun.wants) continue;
      // Oracle text names the card itself by its name, never as "that creature" or "those …".
      if (noun && mention.ref.ref === 'self') continue;
      // "the revealed card" is only the card an earlier part revealed, never a target named since.
      if (pronoun.word === 'the revealed card' && mention.ref.ref !== 'revealed') continue;
      if (noun && noun !== 'card' && noun !== 'player' && mention.nouns && !mention.nouns.includes(noun)) continue;
      if (asObject && this.subject && JSON.stringify(mention.ref) === JSON.stringify(this.subject)) continue;
      return pronoun.of ? { ref: pronoun.of, of: mention.ref } : mention.ref;
    }
    throw new ReadingProblem(`can't tell what "${pronoun.word}" refers to`);
  }
}

export const scope = new Scope();

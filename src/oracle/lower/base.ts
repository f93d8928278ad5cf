/** What every lowering file shares: the engine's vocabulary as a definition writes it, and Unsupported, the construct the engine can't run yet. */
import type { CardDefinitionInput } from '../../engine/cards/schema';

/** The engine's vocabulary as a definition may write it (defaults left out). */
export type EngineAbility = NonNullable<CardDefinitionInput['abilities']>[number];
export type EngineEffect = NonNullable<NonNullable<CardDefinitionInput['spell']>['effects']>[number];
export type TriggeredAbility = Extract<EngineAbility, { kind: 'triggered' }>;

/** The effects an "if" or "you may pay" wraps (they don't nest). */
export type EngineBaseEffect = Exclude<EngineEffect, { do: 'if' | 'may-pay' | 'may-do' | 'unless-pay' | 'reveal-top-sharing-type' | 'for-each-player' | 'replace-next-draw' }>;

/** A definition being built. */
export type Mutable = { -readonly [K in keyof CardDefinitionInput]: CardDefinitionInput[K] };

/** A construct the engine's card format can't express yet; `construct` says which, for the coverage report. */
export class Unsupported extends Error {
  /** The ability (as printed) that needs it, when one does. */
  sentence?: string;
  /** Every construct the card needs, one per ability that stops (this one first). */
  all: string[] = [];

  constructor(readonly construct: string) {
    super(`the engine can't yet ${construct}`);
  }
}

/**
 * A quoted ability a card grants (113.1a) that the grammar can't read: a gap of the grammar, not of the engine, found only
 * as the ability granting it is lowered. The card is refused for it as for any sentence the grammar can't read.
 */
export class UnreadableQuote extends Unsupported {
  /** Every quoted ability of the card that can't be read (this one first). */
  quotes: UnreadableQuote[] = [this];

  constructor(readonly quote: string) {
    super(`grant the ability "${quote}"`);
  }
}

export const cannot = (construct: string): never => {
  throw new Unsupported(construct);
};

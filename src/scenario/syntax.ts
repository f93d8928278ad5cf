/**
 * The scenario language's syntax tree: every piece of text keeps its line and column (1-based),
 * so that any error later (parsing, binding, running) can say exactly where it is.
 */

import type { Color } from '../engine/cards/schema';

/** A stretch of the scenario's text and where it starts. */
export interface Phrase {
  text: string;
  line: number;
  column: number;
}

export type SetupZone = 'battlefield' | 'hand' | 'graveyard' | 'library';

/** One entry of a card list: `2 Mountain`, `Grizzly Bears (new, tapped)`, `Heartwood token`. */
export interface CardItem {
  name: Phrase;
  count: number;
  /** `(new)`: summoning sick (302.6). */
  isNew: boolean;
  tapped: boolean;
  /** `(2 +1/+1 counters)`, `(1 -1/-1 counter)`, `(3 loyalty counters)`. */
  counters: Record<string, number>;
  /** `(2 damage)`: damage marked this turn. */
  damage: number;
  /** `(attached to Grizzly Bears)`: what this Aura or Equipment is attached to. */
  attachedTo?: Phrase;
  /** `(face down)`: a face-down permanent cast with morph (702.37c); `(manifested)`: manifested (701.40a). Where the mark is written. */
  faceDown?: { manifested: boolean; at: Phrase };
  /** `(flipped)` (710.2), `(transformed)` (712.8e), or the other face's name: its status on the battlefield (110.5). Where it is said. */
  face?: { status: 'flipped' | 'transformed'; at: Phrase };
  /** `(chosen red)`: the color it chose as it entered (614.12a). */
  chosenColor?: Color;
  /** `(chosen Goblin)`: the creature type it chose as it entered (614.12a). */
  chosenType?: string;
}

/** The optional parts of a cast or an activation. */
export interface ActionClauses {
  targets: Phrase[];
  x?: { value: number; at: Phrase };
  paying: Phrase[];
  /** `paying 4 life`: how many Phyrexian mana symbols of its cost are paid with 2 life each (107.4f). */
  payingLife?: { symbols: number; at: Phrase };
  choosing: Phrase[];
  /** `copying Serra Angel`: what a Clone copies (707.2). */
  copying?: Phrase;
  /** `searching for Forest, Island`: the cards its search of a library finds (701.23). */
  searching?: Phrase[];
  /** `winning the flip`, `losing the flip`: the result of the player's next coin flip (705.2). */
  flip?: { value: 'win' | 'lose'; at: Phrase };
  /** `taking Mountain` (or `taking nothing`): the cards taken from among the top cards looked at or revealed (701.20e). */
  taking?: Phrase[];
  /** `ordering Plains, Forest`: the order, first on top, of the cards put back on top or on the bottom of a library (401.4). */
  ordering?: Phrase[];
  /** `sacrificing Doomed Traveler` (or several, `sacrificing Goblin Piker, Mogg Fanatic`): the permanents a "Sacrifice a creature" cost takes. */
  sacrificing?: Phrase[];
  /** `returning Island`: the permanents a "return a land you control to its owner's hand" cost returns (118.3). */
  returning?: Phrase[];
  /** `exiling Grizzly Bears, Shock`: the cards an "exile two cards from your graveyard" cost exiles (118.3). */
  exiling?: Phrase[];
  /** `tapping Llanowar Elves, Grizzly Bears`: the permanents a "tap an untapped creature you control" cost taps. */
  tapping?: Phrase[];
  /** `convoking Llanowar Elves, Grizzly Bears` (702.51a), `improvising Ornithopter` (702.126a), `delving Shock, Opt` (702.66a): what pays part of a spell's cost. */
  convoking?: Phrase[];
  improvising?: Phrase[];
  delving?: Phrase[];
  /** `with bestow`: cast bestowed, for its bestow cost (702.103). */
  bestow?: boolean;
  /** `face down`: cast face down with its morph ability, for {3} (702.37c); where it is written. */
  faceDown?: Phrase;
  /** `with flashback`, `from graveyard`: cast from its owner's graveyard for its flashback cost (702.34a). */
  flashback?: boolean;
  /** `fused`: both halves of a split card with fuse cast (702.102a); where it is written. */
  fused?: Phrase;
  /** `with buyback`: its buyback cost paid too (702.27a); where it is written. */
  buyback?: Phrase;
  /** `entwined`, `with entwine`: its entwine cost paid, all its modes chosen (702.42a); where it is written. */
  entwine?: Phrase;
  /** `evoked`, `with evoke`, `for its evoke cost`: cast for its evoke cost (702.74a); where it is written. */
  evoke?: Phrase;
  /** `dashed`, `with dash`, `for its dash cost`: cast for its dash cost (702.109a); where it is written. */
  dash?: Phrase;
  /** `overloaded`: cast for its overload cost (702.96a); where it is written. */
  overload?: Phrase;
  /** `awakened`: cast for its awaken cost (702.113a), its last target the land awakened; where it is written. */
  awaken?: Phrase;
  /** `for its alternative cost`: cast for the alternative cost its text offers (118.9); where it is written. */
  alternative?: Phrase;
  /** `surged`, `with surge`, `for its surge cost`: cast for its surge cost (702.117a); where it is written. */
  surge?: Phrase;
  /** `with spectacle`, `for its spectacle cost`: cast for its spectacle cost (702.137a); where it is written. */
  spectacle?: Phrase;
  /** `with madness`, `for its madness cost`: cast from exile for its madness cost as its madness trigger resolves (702.35a); where it is written. */
  madness?: Phrase;
  /** `with retrace`: cast from its owner's graveyard, a land card discarded as an additional cost (702.81a); where it is written. */
  retrace?: Phrase;
  /** `with miracle`, `for its miracle cost`: cast from the hand for its miracle cost as its miracle trigger resolves (702.94a); where it is written. */
  miracle?: Phrase;
  /** `with rebound`: cast from exile without paying its mana cost as its rebound trigger resolves (702.88a); where it is written. */
  rebound?: Phrase;
  /** `conspired`: its conspire cost paid (702.78a), the creatures tapped named by `tapping …`; where it is written. */
  conspire?: Phrase;
  /** `with suspend`: cast from exile without paying its mana cost as its suspend trigger resolves (702.62a); where it is written. */
  suspend?: Phrase;
  /** `with cascade`: the card a cascade trigger exiles from the library, cast without paying its mana cost as that trigger resolves (702.85a); where it is written. */
  cascade?: Phrase;
  /** `kicked`, `kicked 3 times`: its kicker cost paid (702.33a), and how many times (multikicker, 702.33c). */
  kicked?: { times: number; at: Phrase };
  /** `replicated`, `replicated 3 times`: its replicate cost paid that many times (702.56a). */
  replicated?: { times: number; at: Phrase };
  /** `choosing mode 2`, `choosing modes 1 and 2` (1-based, as printed). */
  modes?: { values: number[]; at: Phrase };
  /** `dividing 3 to Grizzly Bears, 2 to Bob`: damage divided among targets (601.2d); the recipients are the targets. */
  dividing?: DamagePart[];
}

/** One part of a damage division: `1 to Savannah Lions`. */
export interface DamagePart {
  amount: number;
  to: Phrase;
}

export type Statement =
  | { kind: 'setup'; at: Phrase; player: Phrase; zone: SetupZone; cards: CardItem[] }
  | { kind: 'life'; at: Phrase; player: Phrase; life: number }
  /** `Alice is the monarch` (724.1): the player has that designation as the game begins. */
  | { kind: 'monarch'; at: Phrase; player: Phrase }
  | { kind: 'player-counters'; at: Phrase; player: Phrase; counter: 'energy' | 'poison'; amount: number }
  | { kind: 'turn'; at: Phrase; player: Phrase; step?: Phrase }
  | ({ kind: 'cast'; at: Phrase; player: Phrase; card: Phrase } & ActionClauses)
  /** `fromHand`: an ability that works from a hand ("cycles", 702.29a). */
  | ({ kind: 'activate'; at: Phrase; player: Phrase; card: Phrase; ability?: Phrase; fromHand?: boolean } & ActionClauses)
  | { kind: 'play'; at: Phrase; player: Phrase; card: Phrase }
  /** `Alice turns Abzan Guide face up` (116.2b, 702.37e): paying with, sacrificing or tapping for its cost. */
  | ({ kind: 'turn-face-up'; at: Phrase; player: Phrase; card: Phrase } & ActionClauses)
  /** `Alice suspends Rift Bolt` (116.2f, 702.62a): paying with for its suspend cost. */
  | ({ kind: 'suspend'; at: Phrase; player: Phrase; card: Phrase } & ActionClauses)
  /** `new targets for Twincast: Grizzly Bears`: the targets a copy or a target change gets (115.7d, 707.10c). */
  | { kind: 'new-targets'; at: Phrase; card: Phrase; targets: Phrase[] }
  | { kind: 'pass'; at: Phrase }
  | { kind: 'resolve-all'; at: Phrase }
  /** `answer`: yes or no for "you may" (603.5); `clash`: where the player puts the card they revealed in their next clash (701.30a); `flip`: the result of their next coin flip (705.2). */
  | { kind: 'choose'; at: Phrase; player?: Phrase; answer: boolean; clash?: 'top' | 'bottom'; flip?: 'win' | 'lose' }
  | { kind: 'order'; at: Phrase; items: Phrase[] }
  /** `Polukranos trigger targeting …`, or `… trigger dividing 2 to Grizzly Bears, 1 to Savannah Lions` (601.2d, 603.3d). */
  | { kind: 'trigger-targets'; at: Phrase; card: Phrase; targets: Phrase[]; divide?: number[] }
  /** `Alice attacks [Bob | a planeswalker] with Grizzly Bears, Serra Angel` (508.1). */
  | { kind: 'attack'; at: Phrase; player: Phrase; defender?: Phrase; attackers: Phrase[] }
  /** `Bob blocks Grizzly Bears with Hill Giant, Savannah Lions` (509.1). */
  /** `attackers`: those the blockers block, each of them (a creature may block several if an effect lets it, 509.1a); left out when only one attacks. */
  | { kind: 'block'; at: Phrase; player: Phrase; attackers?: Phrase[]; blockers: Phrase[] }
  /** `Alice assigns Colossal Dreadmaw: 1 to Savannah Lions, 5 to Bob` (510.1c). */
  | { kind: 'assign'; at: Phrase; player: Phrase; attacker: Phrase; parts: DamagePart[] }
  /** `next step`, `next turn`, `go to combat`, `go to Bob's end step`. */
  | { kind: 'advance'; at: Phrase; to: 'step' | 'turn' | { step: Phrase; player?: Phrase } }
  /** `Alice keeps Isamaru, Hound of Konda`: the legend rule's choice (704.5j). */
  | { kind: 'keep'; at: Phrase; player: Phrase; card: Phrase }
  | { kind: 'discard'; at: Phrase; player: Phrase; cards: Phrase[] }
  /** `Alice doesn't untap Ashnod's Battle Gear`: in her next untap step, permanents that say she may choose not to untap them stay tapped (502.3). */
  | { kind: 'keep-tapped'; at: Phrase; player: Phrase; cards: Phrase[] }
  /** `Alice exerts Glorybringer`: in her next declaration of attackers, it is exerted as it attacks (701.43d, 508.1g). */
  | { kind: 'exert'; at: Phrase; player: Phrase; cards: Phrase[] }
  /** `Alice bands Benalish Hero, Grizzly Bears`: in her next declaration of attackers, those attackers are a band (702.22c). */
  | { kind: 'band'; at: Phrase; player: Phrase; cards: Phrase[] }
  /**
   * `Alice returns Plains`: what her next "return a land you control to its owner's hand" returns as it resolves (608.2d);
   * `Bob sacrifices Hill Giant, Grizzly Bears`: what his next "sacrifices two creatures" (or sacrifice cost) takes (701.21a).
   */
  | { kind: 'return' | 'sacrifice'; at: Phrase; player: Phrase; cards: Phrase[] }
  /** `Alice dredges Darkblast`: her next draw is replaced by that card's dredge (702.52a). */
  | { kind: 'dredge'; at: Phrase; player: Phrase; card: Phrase }
  /** `Alice pays` / `Alice doesn't pay`: an "unless you pay" choice; `Bob pays tribute` / `Bob doesn't pay tribute` (702.104a). */
  | { kind: 'pay'; at: Phrase; player: Phrase; answer: boolean; tribute?: boolean }
  /** `Alice applies Rest in Peace first`: the order of replacement effects (616.1). */
  | { kind: 'apply-first'; at: Phrase; player: Phrase; source: Phrase }
  /** `players: Alice, Bob, Carol`: the players in turn order. */
  | { kind: 'players'; at: Phrase; names: Phrase[] }
  /** A card definition in the engine's format (YAML or JSON); `sourceLine` is the line its text starts on. */
  | { kind: 'define'; at: Phrase; source: string; sourceLine: number };

export interface Script {
  /** The first comment line (a preset's title), without its `#`. */
  title?: string;
  statements: Statement[];
}

/**
 * A problem with a scenario, always at a line and column:
 * "line 3, column 14: unknown card 'Lightning Blot' — did you mean Lightning Bolt?"
 */
export class ScenarioError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    readonly problem: string,
    readonly hint?: string,
  ) {
    super(`line ${line}, column ${column}: ${problem}${hint ? ` — ${hint}` : ''}`);
    this.name = 'ScenarioError';
  }

  static at(where: Phrase, problem: string, hint?: string): ScenarioError {
    return new ScenarioError(where.line, where.column, problem, hint);
  }
}

/** /jar query:<words>: a part of Judging at Regular REL. */
import { tournamentCommand } from '../src/tournament/present';

export const jar = tournamentCommand('jar', 'Look up Judging at Regular REL in words (a missed trigger, extra cards drawn)', 'Words: missed trigger, drew an extra card, deck problem');

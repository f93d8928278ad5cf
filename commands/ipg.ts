/** /ipg query:<section, infraction, abbreviation or words>: an infraction of the Infraction Procedure Guide, its penalty first. */
import { tournamentCommand } from '../src/tournament/present';

export const ipg = tournamentCommand('ipg', 'Look up the Infraction Procedure Guide: a section (2.3), an infraction (GRV, Hidden Card Error) or words', 'A section, infraction or abbreviation, or words: 2.3, GRV, drawing extra cards');

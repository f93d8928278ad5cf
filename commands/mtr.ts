/** /mtr query:<section or words>: a section of the Magic Tournament Rules. */
import { tournamentCommand } from '../src/tournament/present';

export const mtr = tournamentCommand('mtr', 'Look up the Magic Tournament Rules by section (3.10, appendix b) or in words', 'A section number or words: 3.10, deck registration, slow play');

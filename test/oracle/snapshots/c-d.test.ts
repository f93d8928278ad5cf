/** What the cards of ../shared/data from C to D compile to (./compiled-cards.ts). */
import { snapshotCompiledCards } from './compiled-cards';

snapshotCompiledCards('C', 'D');

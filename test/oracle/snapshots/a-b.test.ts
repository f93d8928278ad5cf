/** What the cards of ../shared/data from A to B compile to (./compiled-cards.ts). */
import { snapshotCompiledCards } from './compiled-cards';

snapshotCompiledCards('A', 'B');

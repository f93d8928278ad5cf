/** What the cards of ../shared/data from E to G compile to (./compiled-cards.ts). */
import { snapshotCompiledCards } from './compiled-cards';

snapshotCompiledCards('E', 'G');

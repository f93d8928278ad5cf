/** What the cards of ../shared/data from M to O compile to (./compiled-cards.ts). */
import { snapshotCompiledCards } from './compiled-cards';

snapshotCompiledCards('M', 'O');

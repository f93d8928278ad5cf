/** What the cards of ../shared/data from H to L compile to (./compiled-cards.ts). */
import { snapshotCompiledCards } from './compiled-cards';

snapshotCompiledCards('H', 'L');

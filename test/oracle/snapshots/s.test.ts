/** What the cards of ../shared/data starting with S compile to (./compiled-cards.ts). */
import { snapshotCompiledCards } from './compiled-cards';

snapshotCompiledCards('S', 'S');

/** What the cards of ../shared/data from P to R compile to (./compiled-cards.ts). */
import { snapshotCompiledCards } from './compiled-cards';

snapshotCompiledCards('P', 'R');

/** What the cards of ../shared/data from T to Z compile to (./compiled-cards.ts). */
import { snapshotCompiledCards } from './compiled-cards';

snapshotCompiledCards('T', 'Z');

/**
 * framer-motion's feature bundle for the board's cards (`layout` and `layoutId` need domMax): a
 * chunk of its own, loaded by board-motion.tsx the first time a card is about to move.
 */
export { domMax } from 'framer-motion';

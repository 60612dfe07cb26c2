// The ringing caller's card (softphone) and 受理登记's history panel read one page of the caller's orders: the card's
// answer carries it, so the registration opened on answer shows it without asking again.

/** The newest orders of a caller that 受理登记's history panel shows, and the card primes. */
export const CALLER_HISTORY_SIZE = 50;
/** Unhandled missed calls from one number are counted up to this many on the card. */
export const CALLER_CARD_MISS_CAP = 99;
/** The card's recent orders: open ones first, then the newest. */
export const CALLER_CARD_RECENT = 3;

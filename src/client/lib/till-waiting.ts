/** Set while sales rung up offline wait on this phone: how many (the till's queue keeps it). */
export const TILL_WAITING_KEY = 'kasitrade_sync';

/** Sales rung up offline on this phone and not yet sent, read without opening the queue. */
export const waitingSalesCount = () => Number(localStorage.getItem(TILL_WAITING_KEY) ?? 0) || 0;

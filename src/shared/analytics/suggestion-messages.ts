import type { MessageText } from '../i18n/phrase';
import type { Suggestion } from './smart-dashboard.schemas';

/** A suggestion as computed: its words are phrases, worded in the reader's language when sent. */
export type SuggestionDraft = Omit<Suggestion, 'title' | 'figure' | 'action'> & {
  title: MessageText;
  figure: MessageText;
  action: MessageText;
};

/** Every text of the growth suggestions (English; the catalogue's keys). */
export const SUGGESTION_MESSAGES = {
  lessThanADay: 'less than a day',
  aboutOneDay: 'about 1 day',
  aboutDays: 'about {count} days',
  restockTitle: 'Restock {name}',
  restockSoldOut: 'Sold out; it sold {rate} a day over the last {days} days',
  restockLeft: '{stock} left at {rate} a day: {left} of stock',
  restockAction: 'Order {quantity} to cover the next {days} days',
  deadOne: '1 product has not sold in {days} days',
  deadMany: '{count} products have not sold in {days} days',
  deadFigure: '{amount} tied up in stock at selling price',
  deadActionOne: 'Put {names} on special, or return it to the supplier',
  deadActionMany: 'Put {names} on special, or return them to the supplier',
  deadActionMore: 'Put {names} and {more} more on special, or return them to the supplier',
  tierTitle: 'Customers nearly reached the bulk price of {name}',
  tierFigure: '{orders} orders in {days} days stopped 1-{units} units short of {quantity}',
  tierAction:
    'Tell customers that {quantity} or more cost {price} each ({percent}% off {listPrice})',
  lapsedTitle: '{name} has not been back',
  lapsedFigureOneDay:
    'Usually buys every 1 day; last purchase {away} days ago ({purchases} purchases)',
  lapsedFigure:
    'Usually buys every {gap} days; last purchase {away} days ago ({purchases} purchases)',
  lapsedAction: 'Call {name} or send an SMS with a special offer',
  /** POPIA: a special goes only to a customer who agreed to promotional messages. */
  lapsedActionCall: 'Call {name}: they have not agreed to specials by SMS or WhatsApp',
  weekdayTitle: '{best} is your best day, {worst} your quietest',
  weekdayFigure:
    '{bestDays} average {bestAmount} in takings, {worstDays} {worstAmount} (last 4 weeks)',
  weekdayAction: 'Stock up before {best} and run a {worst} special to bring customers in',
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  weekdaysPlural: [
    'Sundays',
    'Mondays',
    'Tuesdays',
    'Wednesdays',
    'Thursdays',
    'Fridays',
    'Saturdays',
  ],
} as const;

/** Reading delivery tickets and matching them to an order's lines: what the deliveries routes use. */
export { readTicket } from './read-ticket';
export { matchTicketLines, DESCRIPTION_MATCH_THRESHOLD } from './match-ticket-lines';
export { shutdownOcr, OCR_TIMEOUT_MS } from './ocr-worker';
export { TicketReadError, type TicketReadErrorCode } from './ticket-errors';
export type { OrderLineForMatch, OrderLineProposal, TicketLine, TicketMatch } from './ticket-types';

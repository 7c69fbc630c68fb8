/** One item line read from a vendor's delivery ticket. Quantities are decimal strings ('2500', '2.5'). */
export interface TicketLine {
  /** 1-based position among the lines read, to tell the receiver where a proposal came from. */
  line_number: number;
  /** The vendor's item, catalogue or product code as printed; null when the ticket has none. */
  product_identifier: string | null;
  description: string;
  /** What this delivery brought: the shipped column when there is one (see parse-ticket.ts). */
  quantity: string;
  quantity_ordered: string | null;
  quantity_backordered: string | null;
  unit: string | null;
}

/** A word (or a run of words printed as one piece) and where it sits on its row. */
export interface PlacedWord {
  text: string;
  /** Left and right edge, in the source's own units (PDF points or image pixels). */
  left: number;
  right: number;
}

/** A printed row of the ticket, words left to right. */
export interface TextRow {
  words: PlacedWord[];
}

/** A page's rows, top to bottom: what the PDF reader and the OCR both hand to the parser. */
export interface TicketPage {
  rows: TextRow[];
}

/** A line of the order being received, as the route hands it over. */
export interface OrderLineForMatch {
  id: string;
  product_identifier?: string | null;
  description: string;
  quantity: string;
  unit?: string | null;
}

export type MatchBasis = 'product_identifier' | 'description';

/** The proposal for one order line: null quantity when no ticket line matched it. */
export interface OrderLineProposal {
  order_line_id: string;
  proposed_quantity: string | null;
  /** 1 for an identifier match, the trigram similarity (0..1) for a description match, else 0. */
  confidence: number;
  matched_by: MatchBasis | null;
  ticket_line: TicketLine | null;
  /** The ticket's unit differs from the order line's: the receiver should check the quantity. */
  unit_differs: boolean;
}

export interface TicketMatch {
  order_lines: OrderLineProposal[];
  /** Ticket lines that matched no order line (freight, a substitute, another order's item). */
  unmatched_ticket_lines: TicketLine[];
}

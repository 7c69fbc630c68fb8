/**
 * What a receiver reads when a delivery ticket cannot be read (POST /deliveries/{id}/ai_match,
 * issue 10; not in the spec, ours). One per reason of the ticket reader (decision 0062).
 */
export const TICKET_MESSAGES = {
  noTicket: 'Upload the delivery ticket (a PDF or a photo) first.',
  unsupported_type: 'A delivery ticket must be a PDF, a PNG or a JPEG.',
  unreadable: 'This delivery ticket could not be read. Try a clearer photo or the PDF.',
  too_many_pages: 'This file has more pages than a delivery ticket.',
  no_text: 'No text was found on this delivery ticket.',
  ocr_timeout: 'Reading this photo took too long. Try a smaller or clearer photo.',
} as const;

export {
  requireDelivery,
  presentedDelivery,
  presentedDeliveryList,
  presentedCalendar,
} from './read-deliveries';
export { updateDelivery, DELIVERY_FILE_RECORD } from './update-delivery';
export { DELIVERY_SEARCH_KEY } from './search-key';
export { matchDeliveryTicket } from './ai-match';

export {
  requireDelivery,
  presentedDelivery,
  presentedDeliveryList,
  presentedCalendar,
} from './read-deliveries';
export { updateDelivery } from './update-delivery';
export { DELIVERY_FILE_RECORD } from './delivery-files';
export { DELIVERY_SEARCH_KEY } from './search-key';
export { matchDeliveryTicket } from './ai-match';

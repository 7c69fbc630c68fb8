/**
 * The deliveries module (issue 10, decision 0043): the only thing other modules import. Its
 * calls are registered by `deliveryRoutes`; the ticket reader (decision 0062) is in tickets/.
 */
export { deliveryRoutes } from './routes/delivery-routes';

import { registerFileRecordType } from '../files/index';
import { DELIVERY_FILE_RECORD } from './services/delivery-files';
import { deliveryFileAccess } from './services/file-access';

registerFileRecordType(DELIVERY_FILE_RECORD, deliveryFileAccess);

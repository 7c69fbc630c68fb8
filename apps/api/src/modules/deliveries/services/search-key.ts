import { DELIVERY_LIST_SORTS } from '@laydown/contracts';

/** access-and-platform §3 Search keys for GET /deliveries/search_key: the list is PostgreSQL's. */
export const DELIVERY_INDEX_NAME = 'deliveries';

export const DELIVERY_SEARCH_KEY = {
  search_key: '',
  application_id: 'laydown-postgresql',
  index_name: DELIVERY_INDEX_NAME,
  index_names: [DELIVERY_INDEX_NAME],
  replicas: DELIVERY_LIST_SORTS.flatMap((field) =>
    (['asc', 'desc'] as const).map((direction) => `${DELIVERY_INDEX_NAME}__${field}__${direction}`),
  ),
  replica_index_name: null,
  replica_index_search_key: null,
};

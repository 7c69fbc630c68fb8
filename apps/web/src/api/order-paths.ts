/** GET /order/{id} (procurement-core §7); alone here so the app's boot can preload it. */
export const orderPath = (id: number) => `/api/order/${id}`;

/** GET /order_package/{id}/leveling (decision 0092); alone here so the app's boot can preload it. */
export const levelingPath = (id: number) => `/api/order_package/${id}/leveling`;

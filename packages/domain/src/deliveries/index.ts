export * from './delivery-moves';
export * from './receiving';
export * from './order-after-deliveries';
export * from './ticket-messages';

// Filled in by the deliveries module.
export {};

// Filled in by the stock module.
export {};

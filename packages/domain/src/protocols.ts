// Filled in by the protocols module.
export {};

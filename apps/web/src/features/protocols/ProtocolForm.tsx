// Placeholder until the screen is built.
export { default } from '../not-available/NotAvailable.tsx';

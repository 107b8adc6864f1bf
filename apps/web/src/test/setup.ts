import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { installDutchMessages } from '@stalboek/domain';

// As the app does when it boots (app/boot.tsx): the forms validate with the Dutch messages.
installDutchMessages();

// Vitest runs without globals, so Testing Library cannot unmount by itself.
afterEach(() => cleanup());

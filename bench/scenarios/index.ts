/** Every scenario, in the order `npm run bench` runs them. Add new ones here. */
import type { Scenario } from '../lib/scenario.js';
import { health } from './health.js';
import { login } from './login.js';

export const scenarios: Scenario[] = [health, login];

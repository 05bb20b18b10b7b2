/** Every scenario, in the order `npm run bench` runs them. Add new ones here. */
import type { Scenario } from '../lib/scenario.js';
import { dispatch } from './dispatch.js';
import { exportScenario } from './export.js';
import { health } from './health.js';
import { login } from './login.js';
import { loginMix } from './loginmix.js';
import { customerOrders, orders } from './orders.js';
import { quote } from './quote.js';

export const scenarios: Scenario[] = [health, login, quote, loginMix, orders, customerOrders, dispatch, exportScenario];

// The test page over the package folder as it is (served at ../pkg/).
import { installPage } from './run_cases.mjs';

installPage(await import('../pkg/index.js'));

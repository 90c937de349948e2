// The test page as an application bundles it: the package by its name, through Vite.
import { installPage } from './run_cases.mjs';
import * as argon2 from 'argon2-cpp-wasm';

installPage(argon2);

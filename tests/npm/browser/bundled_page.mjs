// The test page as an application bundles it (Vite's and webpack's entry alike): the package by
// its name.
import { installPage } from './run_cases.mjs';
import * as argon2 from 'argon2-cpp-wasm';

installPage(argon2);

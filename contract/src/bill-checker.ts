import { z } from 'zod';
import { defineCall } from './call.js';

// Placeholder: calls of this module are added here and listed in billCheckerCalls.
void z;
void defineCall;

/** Every call of this module, spread into the contract's `calls`. */
export const billCheckerCalls = {} as const;

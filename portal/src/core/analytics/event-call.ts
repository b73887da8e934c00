// The call's schema, in a chunk of its own: the first page's code reports only failures (a chunk that did not load),
// so the contract's module of user calls loads with the first event, not with every page.
export { postEvent } from '@harakeke/contract';

// What a new account is given: the welcome the home page and the sign-in step promise, and
// what the stand-in credits (mocks/server/state.ts). A real API's value is its own: keep
// this equal to it (docs/api.md "Accounts").
export const NEW_ACCOUNT_POINTS = 20;

// What browser tests use of the API tests' helpers (`@et/gateway/testing`): the HTTP client, test data
// through the API, images to upload and a mailbox. The API tests' own app (`test-app.ts`) is not here.
export * from './given';
export * from './images';
export * from './mailbox';
export * from './test-client';

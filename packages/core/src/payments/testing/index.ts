export * from './serve-fetch.ts';
export * from './fake-kit.ts';
export * from './fake-payu.ts';
export * from './fake-p24.ts';
export * from './fake-bluemedia.ts';
export * from './fake-stripe.ts';
export * from './start-gateway-fakes.ts';
export * from './deliver-to-service.ts';

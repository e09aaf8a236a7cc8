// The embedded app as a library (`@et/gateway`): the benchmarks build it on their own stores.
export { buildEmbeddedApp, type RunningApp } from './embedded';

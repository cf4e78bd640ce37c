// What a remote's `./routes` may use. The standalone dev harness is deliberately not here: it has its own
// entry (`@portal/shared/react/standalone`) so neither the shell nor an exposed module ever bundles it.
export * from './guarded';
export * from './remoteExpose';

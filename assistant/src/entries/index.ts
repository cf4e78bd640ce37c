// `@portal/assistant`: the service built in process (the benchmarks and the security suite run it beside the api).
export { buildAssistant, type BuildOptions } from '../app';
export { loadAssistantConfig, type AssistantConfig } from '../config';

// `@portal/shared/news`: the news rules without zod (messages and limits, who may do what, time labels).
// Not a shared singleton: it holds no state, and only the announcements remote (and the api) use it, so that
// remote bundles it like any library instead of the shell carrying it in its first load for everyone.
export * from './messages';
export * from './policy';
export * from './timeLabel';
// the page-side picture rule, zod-free, for the news form that imports only this entry
export { IMAGE_UPLOAD_ACCEPT, imageUploadProblem, type ImageUploadProblem, type ImageUploadRule } from '../format/imageUpload';

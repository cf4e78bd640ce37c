// Exposed as `./newsForms`: the composer's Latest News and Newsletter forms, the same components (not copies), for the
// calendar remote's /new-calendar (calendar spec 2.17: its 'Create New event' selector shows the matching create form).
// They render inside the shell's antd providers, query client and permission context; the api checks every call.
export { LatestNewsForm, type LatestNewsFormProps } from './LatestNews/LatestNewsForm';
export { NewsletterForm } from './Composer/NewsletterForm';

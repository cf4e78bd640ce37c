// `@portal/api/delivery`: the delivery queue and worker, and the SMTP sink the delivery benchmark sends to.
export { DeliveryWorker, enqueueDelivery } from '../delivery';
export { startSmtpSink, type ReceivedMail } from '../delivery/smtpSink';

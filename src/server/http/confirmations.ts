import type { CallName } from '../../contract/index.ts';
import { m, type MessageDescriptor } from '../i18n/messages.ts';

/**
 * The envelope's msg on success, for the calls whose success the app shows as a toast (send
 * code, new password, demo reset); every other call answers 'ok'.
 */
export const confirmations: { [K in CallName]?: MessageDescriptor } = {
  sendEmail: m.codeSent,
  sendSms: m.codeSent,
  forgetPassword: m.passwordChanged,
  amendPassword: m.passwordChanged,
  resetDemo: m.demoReset,
  submit: m.orderConfirmed,
  close: m.orderClosed,
  cancelTrade: m.orderCancelled,
  setStopPrice: m.stopsSet,
  setTargetPrice: m.targetMoved,
  chargeSubmit: m.depositSubmitted,
  wireSubmit: m.depositSubmitted,
  draw: m.withdrawalSubmitted,
  bindDrawMethod: m.payoutAccountSaved,
  delDrawMethod: m.payoutAccountDeleted,
  realName: m.identitySubmitted,
  feedback: m.feedbackSent,
};

// A message the mail server or the SMS gateway did not take. It is a refusal (503,
// reason message_not_sent): the route that wanted to send answers a code the client words, never a
// 500, and the sender has already logged why.
import { Refusal } from '../http/refusal';

export class MessageNotSent extends Refusal {
  constructor(readonly channel: 'sms' | 'email') {
    super(
      503,
      'message_not_sent',
      channel === 'email'
        ? 'The e-mail could not be sent; try again later'
        : 'The SMS could not be sent; try again later',
    );
    this.name = 'MessageNotSent';
  }
}

import { expect } from 'chai';
import { droppedNote, dropQuestion, holdText, releaseQuestion, waitingText } from './holdFacts';

const held = {
  held: true,
  heldSince: Date.UTC(2026, 10, 28, 19, 5),
  backupFile: 'moveday-2026-11-28T10-30-00Z-nightly.backup.gz',
  backupTakenAt: Date.UTC(2026, 10, 28, 10, 30),
  waiting: { mails: 3, webhookDeliveries: 1, cardRefunds: 0 },
};

describe('outgoing hold facts', () => {
  it('when mail and deliveries wait, then each is counted with its own noun, singular for one', () => {
    expect(waitingText(held)).to.equal('3 mails and 1 webhook delivery');
    expect(waitingText({ waiting: { mails: 1, webhookDeliveries: 0, cardRefunds: 0 } })).to.equal('1 mail');
    expect(waitingText({ waiting: { mails: 0, webhookDeliveries: 2, cardRefunds: 0 } })).to.equal('2 webhook deliveries');
    expect(waitingText({ waiting: { mails: 1200, webhookDeliveries: 0, cardRefunds: 0 } })).to.equal('1,200 mails');
    expect(waitingText({ waiting: { mails: 2, webhookDeliveries: 1, cardRefunds: 1 } })).to.equal('2 mails, 1 webhook delivery and 1 card refund');
  });

  it('when nothing waits yet, then the banner says so rather than a zero', () => {
    expect(waitingText({ waiting: { mails: 0, webhookDeliveries: 0, cardRefunds: 0 } })).to.equal('nothing yet');
  });

  it('when the banner shows, then it names the backup and what waits, and says when to release and when to drop', () => {
    const text = holdText(held);
    expect(text).to.include('restored from the backup moveday-2026-11-28T10-30-00Z-nightly.backup.gz (taken ');
    expect(text).to.include('Waiting: 3 mails and 1 webhook delivery.');
    expect(text).to.include('Release them only if this database is the one in service; on a copy (staging, a laptop), drop them.');
  });

  it('when an admin releases or drops, then the question says what will happen to how many', () => {
    expect(releaseQuestion(held)).to.equal('Send 3 mails and 1 webhook delivery now, to the real addresses and endpoints, and send as usual from now on?');
    expect(dropQuestion(held)).to.match(/^Mark 3 mails and 1 webhook delivery as not sent/);
    expect(droppedNote({ mails: 2, webhookDeliveries: 0, cardRefunds: 0 })).to.equal('Dropped 2 mails. New mail goes out as usual.');
    expect(droppedNote({ mails: 0, webhookDeliveries: 0, cardRefunds: 0 })).to.equal('Nothing was waiting. New mail goes out as usual.');
  });
});

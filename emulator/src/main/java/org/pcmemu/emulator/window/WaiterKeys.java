package org.pcmemu.emulator.window;

/**
 * The advancer's keying of processors in the {@link WaiterCalendar} ({@link WindowSynchronizer}):
 * a parked processor's key is the model time before which it cannot act. Runs on the advancer
 * only (and on the deciding threads' behalf after a decision, {@link RequestDecider#decide}),
 * while every processor is parked or finished.
 */
final class WaiterKeys {
    private final WaiterCalendar calendar;
    private final RequestDecider requests; // null: no capacity rule

    WaiterKeys(WaiterCalendar calendar, RequestDecider requests) {
        this.calendar = calendar;
        this.requests = requests;
    }

    /*
     * Re-keys q in the calendar after it ran (its drained messages changed) or after a sender
     * lowered its mailbox's bound, once in window epoch; a sender, finished or not, waits for its
     * sends' decisions (filed with the decider); a finished processor with none leaves the
     * calendar and is retired. Returns true if q was retired here.
     */
    boolean refresh(WindowProcessor q, long epoch) {
        if (!q.refreshIn(epoch)) {
            return false;
        }
        if (q.requesting()) {
            calendar.remove(q.id);
            requests.request(q);
            return false;
        }
        if (q.finished()) {
            calendar.remove(q.id);
            return q.retire();
        }
        key(q);
        return false;
    }

    /*
     * Keys a processor parked in next() by max(clock, earliest pending arrival), or removes it if it
     * has none. One parked in nextBy(horizon) resumes at its earliest message or at the horizon,
     * whichever comes first: its key is the lesser (the horizon is at least its clock). It then
     * acts no earlier than its key, as a waiter in next() does, so the window stays safe.
     */
    void key(WindowProcessor q) {
        long earliest = q.earliestPending();
        long key = Math.min(earliest == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(q.clock, earliest), q.horizon());
        if (key == Long.MAX_VALUE) {
            calendar.remove(q.id);
        } else {
            calendar.set(q.id, key);
        }
    }
}

package org.pcmemu.emulator.window;

/**
 * What the deciding thread reads and writes of a destination for every message it decides under a
 * {@link CapacityRule}, kept in the processor object right after its {@link Mailbox}'s fields, so
 * that a decision touches the start of the destination's object and nothing else of it: the
 * messages in transit to it, and whether it waits in {@code next()}.
 *
 * <p>The departures of the messages in transit, oldest first: up to two in fields (the limit
 * ceil(L/g) is at most 2 whenever L <= 2g, as in the papers' L = 6, g = 4, and then no
 * destination needs more), then an {@link InTransit} ring. Either holds them with the same rule ({@link #startSend}).
 *
 * <p>Note: this class is not threadsafe. The transit state is touched by the deciding thread of
 * the processor's part only; the flags are written by the processor's thread and read by the
 * engine while it is parked (see {@link WindowProcessor}).
 */
abstract class Recipient extends Mailbox {
    /* In transit while departures < 3 and no ring: departure0 (oldest), departure1. */
    private long departure0;
    private long departure1;
    private InTransit ring;
    private byte departures;
    /* The processor's: its program ended; it waits for a decision; the sends of its current burst (WindowProcessor). */
    boolean finished;
    boolean requesting;
    int deferred;

    /**
     * Decides the start of a send to this processor asked for at {@code attempt} and records its
     * departure, by {@link InTransit#start}'s rule: the earliest start >= attempt at which fewer
     * than the rule's limit are in transit here.
     */
    final long startSend(long attempt, CapacityRule rule) {
        if (ring != null) {
            return ring.start(attempt, rule);
        }
        long departure = attempt + rule.overhead();
        long latency = rule.latency();
        while (departures > 0 && departure0 + latency <= departure) {
            departure0 = departure1;
            departures--;
        }
        if (departures >= rule.limit()) {
            departure = departure0 + latency;
            departure0 = departure1;
            departures--;
        }
        if (departures == 2) {
            // a third in transit (the limit is above 2, so nothing above changed): a ring from here on
            ring = new InTransit(departure0, departure1);
            return ring.start(attempt, rule);
        }
        if (departures == 0) {
            departure0 = departure;
        } else {
            departure1 = departure;
        }
        departures++;
        return departure - rule.overhead();
    }
}
